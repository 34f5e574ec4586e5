import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { linkedOrWritten } from './place-file'

describe('linkedOrWritten', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'place-file-'))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  const last = path.join(root, 'last')
  const put = (file: string, bytes: string) => {
    fs.mkdirSync(path.dirname(path.join(last, file)), { recursive: true })
    fs.writeFileSync(path.join(last, file), bytes)
  }
  const sameFile = (a: string, b: string) => fs.statSync(a).ino === fs.statSync(b).ino

  it('links a file of the last site that holds the same bytes, and writes the one that differs, is missing or is a symbolic link', () => {
    put('fragment/en_same000.pf_fragment', 'kept bytes')
    put('fragment/en_diff000.pf_fragment', 'other bytes')
    put('index/target', 'linked bytes')
    fs.symlinkSync(path.join(last, 'index/target'), path.join(last, 'index/en_link000.pf_index'))
    const output = path.join(root, 'output')
    const folders = new Set<string>()
    const place = (file: string, bytes: string) => linkedOrWritten(path.join(output, file), Buffer.from(bytes), path.join(last, file), folders)
    expect(place('fragment/en_same000.pf_fragment', 'kept bytes')).toBe('linked')
    expect(place('fragment/en_diff000.pf_fragment', 'kept bytes')).toBe('written')
    expect(place('fragment/en_gone000.pf_fragment', 'kept bytes')).toBe('written')
    expect(place('index/en_link000.pf_index', 'linked bytes')).toBe('written')
    expect(sameFile(path.join(output, 'fragment/en_same000.pf_fragment'), path.join(last, 'fragment/en_same000.pf_fragment'))).toBe(true)
    for (const file of ['fragment/en_diff000.pf_fragment', 'fragment/en_gone000.pf_fragment', 'index/en_link000.pf_index']) {
      expect(fs.lstatSync(path.join(output, file)).isFile()).toBe(true)
      expect(fs.lstatSync(path.join(output, file)).nlink).toBe(1)
    }
    expect(fs.readFileSync(path.join(output, 'fragment/en_diff000.pf_fragment'), 'utf8')).toBe('kept bytes')
    expect(fs.readFileSync(path.join(last, 'fragment/en_diff000.pf_fragment'), 'utf8')).toBe('other bytes')
    expect(fs.readFileSync(path.join(output, 'index/en_link000.pf_index'), 'utf8')).toBe('linked bytes')
  })

  it('writes every file when there is no last site', () => {
    const target = path.join(root, 'alone/fragment/en_same000.pf_fragment')
    expect(linkedOrWritten(target, Buffer.from('kept bytes'), undefined, new Set())).toBe('written')
    expect(fs.statSync(target).nlink).toBe(1)
  })
})
