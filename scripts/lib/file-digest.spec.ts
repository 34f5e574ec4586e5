import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempFolders } from '../../lib/cache/temp-folders'
import { fileSha1, withFileBytes } from './file-digest'

const folder = tempFolders('file-digest-')
const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

describe('fileSha1', () => {
  it('is the SHA-1 of the whole file, small, empty or larger than its buffer, one after the other', () => {
    const dir = folder()
    const files = [Buffer.from('a page'), Buffer.alloc(0), Buffer.alloc(700 * 1024, 7), Buffer.from('another page')]
    files.forEach((bytes, i) => fs.writeFileSync(path.join(dir, `${i}.html`), bytes))
    // twice: a buffer grown for a large file still gives the small ones' digests
    for (let round = 0; round < 2; round++) files.forEach((bytes, i) => expect(fileSha1(path.join(dir, `${i}.html`))).toBe(sha1(bytes)))
  })

  it('is undefined for a file that is not there or cannot be read', () => {
    const dir = folder()
    expect(fileSha1(path.join(dir, 'missing.html'))).toBeUndefined()
    expect(fileSha1(dir)).toBeUndefined()
  })

  it('hands over the whole file through the shared buffer, and nothing for a file that cannot be read', () => {
    const dir = folder()
    const big = Buffer.alloc(17 * 1024 * 1024, 3)
    fs.writeFileSync(path.join(dir, 'big.bin'), big)
    fs.writeFileSync(path.join(dir, 'small.html'), 'a page')
    expect(withFileBytes(path.join(dir, 'big.bin'), (bytes) => bytes.equals(big))).toBe(true)
    expect(withFileBytes(path.join(dir, 'small.html'), (bytes) => bytes.toString())).toBe('a page')
    expect(withFileBytes(path.join(dir, 'missing.html'), () => true)).toBeUndefined()
  })
})
