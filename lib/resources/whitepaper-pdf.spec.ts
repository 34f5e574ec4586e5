import { afterAll, expect, it, vi } from 'vitest'
import { tempFolders } from '../cache/temp-folders'
import type { WhitepaperSource } from './whitepaper-pdf'

const folder = tempFolders('kilele-pdf-cache-')()
afterAll(() => vi.unstubAllEnvs())

const paper: WhitepaperSource = { file: 'whitepapers/test.mdx', title: 'A test paper', description: 'Two paragraphs.', category: 'Security', date: '2026-01-05', body: 'One paragraph.\n\nAnother one.' }

/** The module as a fresh process loads it (its in-process memo empty), with the build cache in `folder`. */
async function freshModule() {
  vi.resetModules()
  vi.stubEnv('BUILD_CACHE_DIR', folder)
  const cache = await import('../cache/disk-cache')
  return { pdf: await import('./whitepaper-pdf'), cache }
}

it('renders a whitepaper once a build: another process of the build takes its bytes and pages from the build cache', async () => {
  const first = await freshModule()
  const rendered = await first.pdf.whitepaperPdf(paper)
  expect(rendered.bytes.subarray(0, 5).toString()).toBe('%PDF-')
  expect(rendered.pages).toBeGreaterThan(1)
  await first.cache.cacheWritesDone()

  // a process that could not render a PDF at all still has it
  vi.doMock('pdfkit', () => ({
    default: function NoPdfKit() {
      throw new Error('rendered again')
    },
  }))
  const second = await freshModule()
  const cached = await second.pdf.whitepaperPdf(paper)
  expect(cached.bytes.equals(rendered.bytes)).toBe(true)
  expect(cached.pages).toBe(rendered.pages)
  // other words are another PDF, never the cached one
  await expect(second.pdf.whitepaperPdf({ ...paper, body: `${paper.body}\n\nA third.` })).rejects.toThrow('rendered again')
  vi.doUnmock('pdfkit')
})
