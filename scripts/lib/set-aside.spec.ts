import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { setAside } from './set-aside'

const made: string[] = []
afterEach(() => made.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

function project(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'set-aside-spec-'))
  made.push(dir)
  fs.mkdirSync(path.join(dir, 'dist/client'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'dist/client/index.html'), '<p>old site</p>')
  return dir
}

const holders = (dir: string) => fs.readdirSync(path.dirname(dir)).filter((name) => name.startsWith('kilele-set-aside-')).map((name) => path.join(path.dirname(dir), name))

describe('setAside', () => {
  it('moves a folder out of the way, keeps its files until disposed, then deletes them', () => {
    const dir = project()
    const before = new Set(holders(dir))
    const aside = setAside(dir)
    aside.move(path.join(dir, 'dist'))
    expect(fs.existsSync(path.join(dir, 'dist'))).toBe(false)
    const holder = holders(dir).find((name) => !before.has(name))!
    made.push(holder)
    expect(fs.readFileSync(path.join(holder, '1-dist/client/index.html'), 'utf8')).toBe('<p>old site</p>')
    aside.dispose()
    expect(fs.existsSync(holder)).toBe(false)
  })

  it('passes over a folder that is not there, and makes no holder for nothing', () => {
    const dir = project()
    const before = holders(dir).length
    const aside = setAside(dir)
    aside.move(path.join(dir, '.cache'))
    expect(holders(dir)).toHaveLength(before)
    aside.dispose()
  })

  it('deletes a folder it cannot rename (another disk)', () => {
    const dir = project()
    const aside = setAside(dir, () => {
      throw Object.assign(new Error('EXDEV: cross-device link not permitted'), { code: 'EXDEV' })
    })
    aside.move(path.join(dir, 'dist'))
    expect(fs.existsSync(path.join(dir, 'dist'))).toBe(false)
    aside.dispose()
  })
})
