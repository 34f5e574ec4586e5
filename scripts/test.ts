/**
 * `npm test` after the chromium check: every check of the project, with what can run side by side on a
 * two-core machine doing so.
 *   1. the type check beside the production build (tsc takes one core; the build's content check and bundle
 *      leave one idle much of the time);
 *   2. the budget over the build;
 *   3. the unit tests (vitest project `unit`, two files at a time);
 *   4. the tests over the built site in two lanes, two vitest processes side by side: `browser` (chromium
 *      against dist/) and `builds` (project copies built and read). Each lane runs one file at a time: two
 *      browser walks, or two copies' builds, at once fight for both cores and push their waits past their
 *      timeouts; a walk beside a build uses the core the other leaves idle. (Vitest runs projects of one
 *      `sequence.groupOrder` in one pool of one worker, so the lanes are separate processes.)
 * Every part prints as it goes, its lines prefixed by its name when it shares the terminal; the command fails
 * when any part fails, after the parts beside it have finished. Arguments go to each vitest run
 * (`npm test -- -t "search"`).
 */
import { spawn } from 'node:child_process'
import { lineSplitter } from './lib/build-steps'

type Part = { name: string; command: string; args: string[] }

const vitestArgs = process.argv.slice(2)
const vitest = (project: string): Part => ({ name: project, command: 'npx', args: ['vitest', 'run', '--project', project, ...vitestArgs] })

/** Runs a part; resolves with whether it passed. `prefix`: its lines carry its name (it shares the terminal). */
function run(part: Part, prefix: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(part.command, part.args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const print = (line: string) => console.log(prefix ? `[${part.name}] ${line}` : line)
    const out = lineSplitter(print)
    const err = lineSplitter(print)
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => out.push(chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => err.push(chunk))
    child.on('error', (error) => (print(`could not start: ${error.message}`), resolve(false)))
    child.on('close', (code) => {
      out.end()
      err.end()
      resolve(code === 0)
    })
  })
}

/** Parts side by side; the names of those that failed. */
async function together(...parts: Part[]): Promise<string[]> {
  const started = performance.now()
  const passed = await Promise.all(parts.map((part) => run(part, parts.length > 1)))
  const failed = parts.filter((_, i) => !passed[i]).map((part) => part.name)
  console.log(`${failed.length ? '✗' : '✓'} ${parts.map((part) => part.name).join(' + ')} (${((performance.now() - started) / 1000).toFixed(1)} s)${failed.length ? `: ${failed.join(', ')} failed` : ''}`)
  return failed
}

const stages: Part[][] = [
  [
    { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'] },
    { name: 'build', command: 'npm', args: ['run', 'build'] },
  ],
  [{ name: 'budget', command: process.execPath, args: ['--import', 'tsx', 'scripts/budget.ts'] }],
  [vitest('unit')],
  [vitest('browser'), vitest('builds')],
]

const started = performance.now()
for (const stage of stages) {
  const failed = await together(...stage)
  if (failed.length) {
    console.error(`\nnpm test failed: ${failed.join(', ')}`)
    process.exit(1)
  }
}
console.log(`\nnpm test passed (${((performance.now() - started) / 1000).toFixed(1)} s)`)
