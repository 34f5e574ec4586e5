/**
 * One measured build for the build benchmark: wall time, CPU time of the whole process tree (bash's `times`),
 * peak resident memory summed over the tree and each process's CPU time by its role (sampled from /proc), and the
 * build's step lines. The output is
 * read line by line and only the step lines and the last lines (for an error message) are kept, so a build
 * of 10,000 pages costs the benchmark no memory.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { lineSplitter, parseStepLine, type StepTime } from './build-steps'
import { watchProcessTree, type MemoryPeak, type RoleCpu } from './process-memory'

export type Measured = { seconds: number; cpuSeconds: number; peak: MemoryPeak; cpuByRole: RoleCpu[]; steps: StepTime[] }

const TAIL_LINES = 60

/** Runs `command` with bash in `cwd`; rejects with the output's last lines when it fails. */
export function measureCommand(command: string, options: { cwd: string; env?: NodeJS.ProcessEnv; roleOf?: (commandLine: string) => string }): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    // bash's `times` prints the CPU time of the command's whole process tree, which load on the machine barely
    // changes. The command runs in a subshell so that all of its output goes to stderr and `times` always runs.
    const child = spawn('bash', ['-c', `( ${command}\n) >&2; code=$?; times; exit $code`], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const tree = watchProcessTree(child.pid as number, options.roleOf)
    const steps: StepTime[] = []
    const tail: string[] = []
    const output = lineSplitter((line) => {
      const step = parseStepLine(line)
      if (step) steps.push(step)
      tail.push(line)
      if (tail.length > TAIL_LINES) tail.shift()
    })
    let times = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (times += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk))
    child.on('error', (error) => {
      tree.stop()
      reject(error)
    })
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000
      const { peak, cpuByRole } = tree.stop()
      output.end()
      if (code !== 0) reject(new Error(`\`${command}\` failed in ${options.cwd} (exit ${code}); its last lines:\n${tail.join('\n')}`))
      else resolve({ seconds, cpuSeconds: cpuSecondsFromTimes(times), peak, cpuByRole, steps })
    })
  })
}

/** What a process of a build is, from its command line: the rows of the benchmark's CPU by process. */
export function buildProcessRole(commandLine: string): string {
  if (/prerender-worker/.test(commandLine)) return 'prerender workers'
  if (/pagefind/.test(commandLine)) return 'search index (Pagefind)'
  // started as `node_modules/.bin/vike build`, or by Node with V8 flags: `node --interrupt-budget=... .../vike/bin.js build`
  if (/\bvike(?:\/bin\.js)? build\b/.test(commandLine)) return 'bundle (vike build)'
  if (/scripts\/build\.ts/.test(commandLine)) return 'build process (check, entry files, cards, feeds, link check)'
  if (/\bastro build\b/.test(commandLine)) return 'astro build'
  return 'other (npm, shells, tools)'
}

/**
 * User plus system time of the children, from bash's `times`: its first line is the shell itself, the
 * second the children ("0m37.774s 0m4.063s").
 */
export function cpuSecondsFromTimes(times: string): number {
  const line = times.trim().split('\n')[1] ?? ''
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)]
  if (parts.length !== 2) return NaN
  return parts.reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0)
}

/**
 * Pages a build wrote: its index.html files (not under a folder named `assets`), counted folder by folder
 * without listing the site in memory. The same count for this project's dist/client and Astro's dist/.
 */
export function countPages(dir: string): number {
  let pages = 0
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(path.join(folder, entry.name))
      } else if (entry.name === 'index.html') pages++
    }
  }
  if (fs.existsSync(dir)) walk(dir)
  return pages
}

/**
 * The bench's warning for a build that ran on another day than the build before it (`dayBefore`): such a build
 * renders every page again, as it must, so its figures are not incremental. The builds after it on the same day are
 * incremental again, so each is compared with the one before it, not with the cold build.
 */
export function dayChangeWarning(dayBefore: string, day: string): string | undefined {
  return day === dayBefore ? undefined : `the day changed since the build before this one (${dayBefore}; now ${day}): every page was rendered again, so this build's figures are not incremental`
}
