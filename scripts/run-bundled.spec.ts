import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const LAUNCHER = path.resolve('scripts/run-bundled.mjs')

describe('run-bundled: a TypeScript entry run from a kept bundle of its files', () => {
  let dir: string
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  const run = (...args: string[]) => execFileSync(process.execPath, [LAUNCHER, 'tools/entry.ts', ...args], { cwd: dir, encoding: 'utf8' })

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-bundled-'))
    write('package.json', '{ "type": "module" }')
    write('lib/greeting.ts', "export const greeting: string = 'hello'\nexport const where = import.meta.url\n")
    write('lib/later.ts', "export const later = 'loaded when asked'\n")
    write(
      'tools/entry.ts',
      [
        "import { greeting, where } from '../lib/greeting'",
        "import { pathToFileURL } from 'node:url'",
        'const asCommand = import.meta.url === pathToFileURL(process.argv[1] ?? "").href',
        "const { later } = await import('../lib/later')",
        'console.log(JSON.stringify({ greeting, where, own: import.meta.url, asCommand, args: process.argv.slice(2), later }))',
      ].join('\n'),
    )
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('runs the entry with its arguments, each module seeing its own address, as under tsx', () => {
    const out = JSON.parse(run('--posts', '3'))
    expect(out).toEqual({
      greeting: 'hello',
      where: pathToFileURL(path.join(fs.realpathSync(dir), 'lib/greeting.ts')).href,
      own: pathToFileURL(path.join(fs.realpathSync(dir), 'tools/entry.ts')).href,
      asCommand: true,
      args: ['--posts', '3'],
      later: 'loaded when asked',
    })
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.cache/scripts/entry/manifest.json'), 'utf8'))
    expect(manifest.inputs).toEqual(['lib/greeting.ts', 'lib/later.ts', 'tools/entry.ts'])
    // the module imported with import() is a chunk of its own, not part of the entry's file
    expect(fs.readdirSync(path.join(dir, '.cache/scripts/entry/chunks')).length).toBeGreaterThan(0)
  })

  it('reuses the bundle while its files are the same, and never runs a stale one', () => {
    run()
    const bundle = path.join(dir, '.cache/scripts/entry/entry.js')
    const made = fs.statSync(bundle).mtimeMs
    run()
    expect(fs.statSync(bundle).mtimeMs).toBe(made)
    write('lib/greeting.ts', "export const greeting: string = 'habari'\nexport const where = import.meta.url\n")
    expect(JSON.parse(run()).greeting).toBe('habari')
    write('lib/later.ts', "export const later = 'changed too'\n")
    expect(JSON.parse(run()).later).toBe('changed too')
  })

  it('makes the bundle again when the kept one is damaged or its manifest is not its own', () => {
    run()
    fs.writeFileSync(path.join(dir, '.cache/scripts/entry/manifest.json'), '{"key": "not this one"')
    expect(JSON.parse(run()).greeting).toBe('hello')
    fs.rmSync(path.join(dir, '.cache/scripts/entry/entry.js'))
    expect(JSON.parse(run()).greeting).toBe('hello')
  })
})
