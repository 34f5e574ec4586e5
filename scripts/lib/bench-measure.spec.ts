import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildProcessRole, countPages, cpuSecondsFromTimes, dayChangeWarning, measureCommand } from './bench-measure'

describe('cpuSecondsFromTimes', () => {
  it('sums user and system time of the children (the second line)', () => {
    expect(cpuSecondsFromTimes('0m0.010s 0m0.004s\n1m37.774s 0m4.063s\n')).toBeCloseTo(101.837, 3)
  })
  it('is NaN when the children line is missing', () => {
    expect(cpuSecondsFromTimes('0m0.010s 0m0.004s\n')).toBeNaN()
  })
})

describe('dayChangeWarning', () => {
  const saturday = '2026-11-28, Sat Nov 28 2026'
  const sunday = '2026-11-29, Sun Nov 29 2026'
  it('warns for a build on another day than the build before it, naming both days', () => {
    expect(dayChangeWarning(saturday, sunday)).toMatch(/day changed.*Sat Nov 28 2026.*Sun Nov 29 2026.*not incremental/)
  })
  it('does not warn for a build on the same day as the one before, also after midnight: the first build of a day renders every page, the next are incremental', () => {
    const days = [saturday, sunday, sunday, sunday]
    const warnings = days.slice(1).map((day, i) => dayChangeWarning(days[i]!, day))
    expect(warnings.map(Boolean)).toEqual([true, false, false])
  })
})

describe('countPages', () => {
  let dir: string
  beforeEach(() => void (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'count-pages-'))))
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('counts index.html files at every depth, but not under assets/', () => {
    for (const file of ['index.html', 'blog/index.html', 'blog/a/index.html', 'blog/b/index.html', 'assets/x/index.html', 'blog/a/card.png', '404.html']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), '')
    }
    expect(countPages(dir)).toBe(4)
  })
  it('is 0 for a folder that is not there', () => {
    expect(countPages(path.join(dir, 'missing'))).toBe(0)
  })
})

describe('measureCommand', () => {
  it('keeps the step lines of the output and measures the children', async () => {
    const measured = await measureCommand("echo '✓ search index (1.5 s)'; echo other; printf '✓ social cards (0.2 s)'", { cwd: os.tmpdir() })
    expect(measured.steps).toEqual([
      { name: 'search index', seconds: 1.5 },
      { name: 'social cards', seconds: 0.2 },
    ])
    expect(measured.seconds).toBeGreaterThan(0)
    expect(measured.cpuSeconds).toBeGreaterThanOrEqual(0)
  })
  it("adds up each process's CPU time by its role", async () => {
    // 0.3 s of CPU, however long a loaded machine takes to give it (the sampling misses at most the last 100 ms)
    const busy = `"${process.execPath}" -e "while (process.cpuUsage().user < 300000);"`
    const measured = await measureCommand(`${busy}; sleep 0.2`, { cwd: os.tmpdir(), roleOf: (line) => (line.startsWith(process.execPath) ? 'busy' : 'other') })
    const busyRole = measured.cpuByRole.find((entry) => entry.role === 'busy')
    expect(busyRole?.processes).toBe(1)
    expect(busyRole?.seconds).toBeGreaterThan(0.15)
    expect(busyRole?.seconds).toBeLessThanOrEqual(measured.cpuSeconds + 0.05)
    expect(measured.cpuByRole.find((entry) => entry.role === 'other')?.processes).toBeGreaterThanOrEqual(1)
  }, 60_000)
  it('keeps the role of a process that has ended but is not yet reaped (its command line is then empty)', async () => {
    // the parent busy until well after its child has ended, so the child stays a zombie for several samples
    const parent = [
      "const { spawn } = require('node:child_process'); const fs = require('node:fs');",
      "const child = spawn(process.execPath, ['-e', '/*' + 'BU' + 'SY*/ while (process.cpuUsage().user < 300000);']);",
      "const state = () => { try { return fs.readFileSync('/proc/' + child.pid + '/stat', 'utf8').split(') ')[1][0] } catch { return 'gone' } };",
      "while (state() !== 'Z');",
      'const ended = Date.now(); while (Date.now() - ended < 600);',
    ].join(' ')
    const measured = await measureCommand(`"${process.execPath}" -e "${parent}"`, { cwd: os.tmpdir(), roleOf: (line) => (line.includes('BUSY') ? 'busy' : 'other') })
    const busyRole = measured.cpuByRole.find((entry) => entry.role === 'busy')
    expect(busyRole?.processes).toBe(1)
    expect(busyRole?.seconds).toBeGreaterThan(0.25)
  }, 60_000)
  it('says what made up the peak of memory, by role, and when it came', async () => {
    // a process that holds about 200 MB for a while, beside one that holds little
    const big = `"${process.execPath}" -e "/*BIG*/ const b = Buffer.alloc(200 * 1024 * 1024, 1); setTimeout(() => b.length, 1500)"`
    const small = `"${process.execPath}" -e "/*SMALL*/ setTimeout(() => {}, 1500)"`
    const measured = await measureCommand(`${big} & ${small} & wait`, { cwd: os.tmpdir(), roleOf: (line) => (line.includes('BIG') ? 'big' : line.includes('SMALL') ? 'small' : 'other') })
    const roles = measured.peak.byRole
    expect(roles[0]?.role).toBe('big')
    expect(roles[0]!.bytes).toBeGreaterThan(200 * 1024 * 1024)
    // on a loaded machine the small one may not have started, or have ended, by the peak's sample
    expect(roles.find((entry) => entry.role === 'small')?.bytes ?? 0).toBeLessThan(150 * 1024 * 1024)
    expect(roles.reduce((sum, entry) => sum + entry.bytes, 0)).toBeLessThanOrEqual(measured.peak.bytes)
    expect(measured.peak.atSeconds).toBeGreaterThan(0)
    expect(measured.peak.atSeconds).toBeLessThanOrEqual(measured.seconds)
  }, 60_000)
  it('rejects with the last lines of a failing command', async () => {
    await expect(measureCommand('echo "the reason"; exit 3', { cwd: os.tmpdir() })).rejects.toThrow(/exit 3[\s\S]*the reason/)
  })
})

describe('buildProcessRole', () => {
  it("names a build's processes by their command lines", () => {
    expect(buildProcessRole('/usr/bin/node --max-semi-space-size=64 /tmp/p/scripts/prerender-worker.mjs')).toBe('prerender workers')
    expect(buildProcessRole('node /tmp/p/node_modules/.bin/vike build')).toBe('bundle (vike build)')
    expect(buildProcessRole('/usr/bin/node --interrupt-budget=540672 /tmp/p/node_modules/vike/bin.js build')).toBe('bundle (vike build)')
    expect(buildProcessRole('/tmp/p/node_modules/@pagefind/linux-x64/bin/pagefind_extended --service')).toBe('search index (Pagefind)')
    expect(buildProcessRole('node --max-semi-space-size=64 scripts/run-bundled.mjs scripts/build.ts')).toMatch(/^build process/)
    expect(buildProcessRole('node /tmp/a/node_modules/.bin/astro build')).toBe('astro build')
    expect(buildProcessRole('npm run build')).toMatch(/^other/)
  })
})
