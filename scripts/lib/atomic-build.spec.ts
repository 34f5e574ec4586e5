import { afterEach, describe, expect, it, vi } from 'vitest'
import { inOrder, together, type BuildContext, type BuildStep } from './atomic-build'

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
    const step = (name: string, ms: number): BuildStep => [name, async () => (events.push(`${name} starts`), await pause(ms), events.push(`${name} ends`))]
    const [name, run] = together(step('search index', 30), inOrder(step('sitemap', 10), step('link check', 10)))
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
