import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inOrder, runAtomicBuild, together, type BuildContext, type BuildStep } from './atomic-build'

const build: BuildContext = { outDir: '/tmp/out', clientDir: '/tmp/out/client', base: '/', reuseFolders: () => false }
const never = new AbortController().signal
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let lines: string[]
afterEach(() => vi.restoreAllMocks())
function captureLines() {
  lines = []
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line.replace(/\(\d+\.\d s\)/, '(x s)')))
}

describe('inOrder', () => {
  it('runs its steps one after the other, each with its own line, beside a step of `together`', async () => {
    captureLines()
    const events: string[] = []
    // the search index ends once the link check has: no race of timers, which a loaded machine lost
    let checked!: () => void
    const linkChecked = new Promise<void>((resolve) => (checked = resolve))
    const step = (name: string, wait: () => Promise<unknown>, then = () => {}): BuildStep => [name, async () => (events.push(`${name} starts`), await wait(), events.push(`${name} ends`), then())]
    const [name, run] = together(step('search index', () => linkChecked.then(() => pause(5))), inOrder(step('sitemap', () => pause(5)), step('link check', () => pause(5), checked)))
    expect(name).toBe('search index + sitemap, then link check')
    await run(build, never)
    // the sitemap and the link check in turn, both while the search index runs
    expect(events).toEqual(['search index starts', 'sitemap starts', 'sitemap ends', 'link check starts', 'link check ends', 'search index ends'])
    expect(lines).toEqual(['✓ sitemap (x s)', '✓ link check (x s)', '✓ sitemap, then link check (x s)', '✓ search index (x s)'])
  })

  it('stops at a failed step: the steps after it do not run', async () => {
    const ran: string[] = []
    const [, run] = inOrder(['feeds', () => void ran.push('feeds')], ['links', () => Promise.reject(new Error('broken link'))], ['after', () => void ran.push('after')])
    captureLines()
    await expect(run(build, never)).rejects.toThrow('broken link')
    expect(ran).toEqual(['feeds'])
  })

  it('starts no further step once a step beside it has failed', async () => {
    const ran: string[] = []
    const [, run] = together(
      ['search index', () => Promise.reject(new Error('pagefind failed'))],
      inOrder(['sitemap', () => pause(10)], ['link check', () => void ran.push('link check')]),
    )
    captureLines()
    await expect(run(build, never)).rejects.toThrow('pagefind failed')
    expect(ran).toEqual([])
  })
})

/** Every file and folder below `dir`, relative to it, folders with a trailing slash, in order. */
const tree = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)) + (entry.isDirectory() ? '/' : ''))
    .sort()

describe('runAtomicBuild', () => {
  it('puts the new site in place, deletes the old site\'s files after and keeps its folders, and deletes an old one an earlier build left long ago', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kilele-atomic-'))
    const [dist, tempRoot] = [path.join(root, 'dist'), path.join(root, '.build-tmp')]
    fs.mkdirSync(path.join(dist, 'client/blog/a'), { recursive: true })
    fs.writeFileSync(path.join(dist, 'client/index.html'), 'old')
    fs.writeFileSync(path.join(dist, 'client/blog/a/index.html'), 'old a')
    fs.mkdirSync(path.join(tempRoot, 'old-left/site/client'), { recursive: true })
    const twoMinutesAgo = new Date(Date.now() - 120_000)
    fs.utimesSync(path.join(tempRoot, 'old-left'), twoMinutesAgo, twoMinutesAgo)
    // the old site of a build that ended a moment ago, whose files its own process is still deleting
    fs.mkdirSync(path.join(tempRoot, 'old-at-work/site/client'), { recursive: true })
    captureLines()
    const write: BuildStep = ['pages', ({ clientDir }) => (fs.mkdirSync(clientDir, { recursive: true }), fs.writeFileSync(path.join(clientDir, 'index.html'), 'new'))]
    await runAtomicBuild([write], { base: '/', dist, tempRoot })
    expect(fs.readFileSync(path.join(dist, 'client/index.html'), 'utf8')).toBe('new')
    expect(lines).toContain('✓ replaced dist/'.replace('dist', path.relative(process.cwd(), dist)))
    // the old site's files and the old site left before are deleted by a process of their own, the old site's
    // folders kept: within a few seconds
    await vi.waitFor(() => expect(fs.readdirSync(tempRoot).sort()).toEqual(['folders', 'old-at-work']), { timeout: 10_000, interval: 50 })
    expect(tree(path.join(tempRoot, 'folders'))).toEqual(['client/', 'client/blog/', 'client/blog/a/'])
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('gives a build that asks the folders the last one kept, and removes those it left empty before it puts its site in place', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kilele-atomic-'))
    const [dist, tempRoot] = [path.join(root, 'dist'), path.join(root, '.build-tmp')]
    fs.mkdirSync(path.join(tempRoot, 'folders/client/blog/kept'), { recursive: true })
    fs.mkdirSync(path.join(tempRoot, 'folders/client/blog/gone/deeper'), { recursive: true })
    captureLines()
    let reused: boolean | undefined
    let before: string[] = []
    const write: BuildStep = [
      'pages',
      (build) => {
        reused = build.reuseFolders()
        before = tree(build.outDir)
        fs.writeFileSync(path.join(build.clientDir, 'blog/kept/index.html'), 'kept')
      },
    ]
    await runAtomicBuild([write], { base: '/', dist, tempRoot })
    expect(reused).toBe(true)
    expect(before).toEqual(['client/', 'client/blog/', 'client/blog/gone/', 'client/blog/gone/deeper/', 'client/blog/kept/'])
    expect(tree(dist)).toEqual(['client/', 'client/blog/', 'client/blog/kept/', 'client/blog/kept/index.html'])
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('never gives kept folders that hold a file: the build starts from an empty folder, and they are deleted', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kilele-atomic-'))
    const [dist, tempRoot] = [path.join(root, 'dist'), path.join(root, '.build-tmp')]
    fs.mkdirSync(path.join(tempRoot, 'folders/client/blog'), { recursive: true })
    fs.writeFileSync(path.join(tempRoot, 'folders/client/blog/stale.html'), 'not this build\'s')
    captureLines()
    let reused: boolean | undefined
    const write: BuildStep = ['pages', (build) => ((reused = build.reuseFolders()), fs.mkdirSync(build.clientDir), fs.writeFileSync(path.join(build.clientDir, 'index.html'), 'new'))]
    await runAtomicBuild([write], { base: '/', dist, tempRoot })
    expect(reused).toBe(false)
    expect(tree(dist)).toEqual(['client/', 'client/index.html'])
    await vi.waitFor(() => expect(fs.existsSync(path.join(tempRoot, 'folders/client/blog/stale.html'))).toBe(false), { timeout: 10_000, interval: 50 })
    fs.rmSync(root, { recursive: true, force: true })
  })
})
