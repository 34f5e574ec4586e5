import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempFolders } from '../../lib/cache/temp-folders'
import { writeInFolder } from './write-in-folder'

const folder = tempFolders('write-in-folder-')

describe('writeInFolder', () => {
  it('writes into a folder that is not there yet, and into one that is', () => {
    const file = path.join(folder(), 'cache', 'store', 'a.html')
    writeInFolder(file, 'first')
    writeInFolder(path.join(path.dirname(file), 'b.html'), Buffer.from('second'))
    expect(fs.readFileSync(file, 'utf8')).toBe('first')
    expect(fs.readFileSync(path.join(path.dirname(file), 'b.html'), 'utf8')).toBe('second')
  })

  it('keeps the flag: a file that is there is not written over with "wx"', () => {
    const file = path.join(folder(), 'new', 'a.html')
    writeInFolder(file, 'kept', 'wx')
    expect(() => writeInFolder(file, 'other', 'wx')).toThrow(expect.objectContaining({ code: 'EEXIST' }))
    expect(fs.readFileSync(file, 'utf8')).toBe('kept')
  })
})
