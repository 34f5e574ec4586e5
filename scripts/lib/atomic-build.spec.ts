import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inOrder, runAtomicBuild, together, type BuildContext, type BuildStep } from './atomic-build'

const build: BuildContext = { outDir: '/tmp/out', clientDir: '/tmp/out/client', base: '/' }
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

describe('runAtomicBuild', () => {
  it('puts the new site in place and deletes the old one after, as well as an old one an earlier build left', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kilele-atomic-'))
    const [dist, tempRoot] = [path.join(root, 'dist'), path.join(root, '.build-tmp')]
    fs.mkdirSync(path.join(dist, 'client'), { recursive: true })
    fs.writeFileSync(path.join(dist, 'client/index.html'), 'old')
    fs.mkdirSync(path.join(tempRoot, 'old-left/site/client'), { recursive: true })
    captureLines()
    const write: BuildStep = ['pages', ({ clientDir }) => (fs.mkdirSync(clientDir, { recursive: true }), fs.writeFileSync(path.join(clientDir, 'index.html'), 'new'))]
    await runAtomicBuild([write], { base: '/', dist, tempRoot })
    expect(fs.readFileSync(path.join(dist, 'client/index.html'), 'utf8')).toBe('new')
    expect(lines).toContain('✓ replaced dist/'.replace('dist', path.relative(process.cwd(), dist)))
    // the old site and the one left before are deleted by a process of their own: gone within a few seconds
    await vi.waitFor(() => expect(fs.readdirSync(tempRoot)).toEqual([]), { timeout: 10_000, interval: 50 })
    fs.rmSync(root, { recursive: true, force: true })
  })
})
