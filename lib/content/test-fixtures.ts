import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { vi } from 'vitest'
import { ContentError } from './errors'

/** A throwaway copy of content/ for tests; `write` adds or replaces files in it. */
export function contentFixture() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kilele-content-'))
  fs.cpSync(path.resolve('content'), root, { recursive: true })
  return {
    root,
    write(file: string, text: string) {
      const target = path.join(root, file)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, text)
    },
    remove(file: string) {
      fs.rmSync(path.join(root, file), { force: true })
    },
    dispose() {
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}

/** A real post body that passes every writing rule (lib/content/writing-rules.ts): 350 words, ## sections. */
export const validBody = () => fs.readFileSync(path.resolve('tests/fixtures/post-bodies/small-office-backups.md'), 'utf8').trim()

export function postFile(frontmatter: Record<string, unknown>, body = validBody()) {
  const yaml = Object.entries(frontmatter)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')
  return `---\n${yaml}\n---\n\n${body}\n`
}

export const validPost = {
  title: 'A fixture post',
  excerpt: 'What the fixture post is about.',
  category: 'Cloud',
  date: '2026-01-15',
  author: 'Brian Otieno',
}

/** The message of the ContentError `fn` throws (the writer's list of problems); fails when it throws none. */
export function problemsOf(fn: () => unknown): string {
  try {
    fn()
  } catch (error) {
    if (error instanceof ContentError) return error.message
    throw error
  }
  throw new Error('expected a ContentError')
}

type ReadTracker = { on: boolean; start(): void; finish(): string[] }
const readsGlobal = globalThis as { kileleTrackReads?: boolean; kileleReads?: ReadTracker }

/**
 * lib/content/read-tracking.ts loaded afresh as a prerender worker loads it, tracking on, with its tracker: the modules
 * a test imports after this note each read of the content. stopTrackingReads turns it off.
 */
export async function trackingReads() {
  vi.resetModules()
  delete readsGlobal.kileleReads
  readsGlobal.kileleTrackReads = true
  const module = await import('./read-tracking')
  return { ...module, tracker: readsGlobal.kileleReads! }
}

export function stopTrackingReads(): void {
  delete readsGlobal.kileleReads
  delete readsGlobal.kileleTrackReads
}
