/** For specs: throwaway folders under the system's temporary folder, removed once the spec file's tests have run. */
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
