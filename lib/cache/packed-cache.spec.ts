import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cacheWritesDone } from './disk-cache'
import { packedCache } from './packed-cache'
import { tempFolders } from './temp-folders'

const folder = tempFolders('packed-cache-')
/** A cache folder named as the build names them (after its build inputs), in a folder of its own. */
const cacheFolder = (name = 'inputs-a') => path.join(folder(), name)

const files = (dir: string, ending: string) => fs.readdirSync(dir).filter((name) => name.endsWith(ending))

/** Another process's cache: sets `entries` in `namespace` of `dir` and ends once its writes are done. */
function otherProcess(dir: string, namespace: string, entries: Record<string, string>, done = true): void {
  const script = [
    `import { cacheWritesDone } from ${JSON.stringify(path.resolve('lib/cache/disk-cache.ts'))}`,
    `import { packedCache } from ${JSON.stringify(path.resolve('lib/cache/packed-cache.ts'))}`,
    `const cache = packedCache(${JSON.stringify(namespace)}, ${JSON.stringify(dir)})`,
    `for (const [key, value] of Object.entries(${JSON.stringify(entries)})) cache.set(key, value)`,
    done ? 'await cacheWritesDone()' : '',
  ].join('\n')
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd() })
}

describe('packedCache: many small entries, one file a process', () => {
  it('gives back what was set, for the same key only, in one pack and its index', async () => {
    const dir = cacheFolder()
    const cache = packedCache('body-trees', dir)
    cache.set('body one', '{"type":"root"} — é ✓')
    cache.set('body two', 'second')
    expect(cache.get('body one')).toBe('{"type":"root"} — é ✓')
    await cacheWritesDone()
    expect(files(path.join(dir, 'body-trees'), '.pack')).toHaveLength(1)
    expect(files(path.join(dir, 'body-trees'), '.index')).toHaveLength(1)
    expect(cache.get('body two')).toBe('second')
    expect(cache.get('body three')).toBeUndefined()
  })

  it("reads another process's entries once its writes are done, and none of a process that stopped before", async () => {
    const dir = cacheFolder()
    const cache = packedCache('body-trees', dir)
    otherProcess(dir, 'body-trees', { stopped: 'never indexed' }, false)
    expect(cache.get('stopped')).toBeUndefined()
    otherProcess(dir, 'body-trees', { done: 'from the check' })
    expect(cache.get('done')).toBe('from the check')
  }, 30_000)

  it.each([
    ['cut short', (bytes: Buffer) => bytes.subarray(0, bytes.length - 3)],
    ['one byte changed', (bytes: Buffer) => Buffer.from(bytes.toString('utf8').replace('safe', 'evil'))],
    ['emptied', () => Buffer.alloc(0)],
  ])('serves no entry of a pack %s', async (_what, damage) => {
    const dir = cacheFolder()
    otherProcess(dir, 'body-trees', { page: '<p>safe</p>' })
    const [pack] = files(path.join(dir, 'body-trees'), '.pack')
    const file = path.join(dir, 'body-trees', pack!)
    fs.writeFileSync(file, damage(fs.readFileSync(file)))
    expect(packedCache('body-trees', dir).get('page')).toBeUndefined()
  }, 30_000)

  it("finds nothing of a folder copied from other build inputs", async () => {
    const dir = cacheFolder('inputs-a')
    otherProcess(dir, 'body-trees', { page: 'value' })
    const copy = path.join(path.dirname(dir), 'inputs-b')
    fs.cpSync(dir, copy, { recursive: true })
    expect(packedCache('body-trees', copy).get('page')).toBeUndefined()
    expect(packedCache('body-trees', dir).get('page')).toBe('value')
  }, 30_000)

  it('starts a namespace again past its packs at most', async () => {
    const dir = cacheFolder()
    const space = path.join(dir, 'body-trees')
    fs.mkdirSync(space, { recursive: true })
    for (let i = 0; i < 32; i++) {
      fs.writeFileSync(path.join(space, `old-${i}.pack`), '')
      fs.writeFileSync(path.join(space, `old-${i}.pack.index`), '{"pack":"old-0.pack","entries":{}}')
    }
    packedCache('body-trees', dir).set('new', 'entry')
    await cacheWritesDone()
    expect(files(space, '.pack')).toHaveLength(1)
    expect(packedCache('body-trees', dir).get('new')).toBe('entry')
  })
})
