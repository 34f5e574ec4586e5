/** For specs: throwaway folders under the system's temporary folder, removed once the spec file's tests have run, and files in them. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

/** A function that makes a new empty folder named `<prefix>XXXXXX` each time it is called. */
export function tempFolders(prefix: string): () => string {
  const made: string[] = []
  afterAll(() => made.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })))
  return () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    made.push(folder)
    return folder
  }
}

/** Writes each file of `files` (its path from `dir`: its text or bytes) into `dir`, making folders as needed; returns `dir`. */
export function writeFilesIn(dir: string, files: Record<string, string | Uint8Array>): string {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}
