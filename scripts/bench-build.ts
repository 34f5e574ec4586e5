/**
 * `npm run bench:build -- --posts 1000 [--runs 3] [--keep]`: copies the project to a temporary folder,
 * adds N generated blog posts, runs `npm run build` there and prints wall time, pages per second and
 * peak memory (resident memory summed over the whole process tree). With --runs, the median is printed too.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { copyProject } from './lib/project-copy'
import { writeGeneratedPosts } from './lib/generate-posts'
import { watchPeakRss } from './lib/process-memory'
import { builtRoutes } from './lib/routes'

const { values } = parseArgs({
  options: { posts: { type: 'string', default: '1000' }, runs: { type: 'string', default: '1' }, keep: { type: 'boolean', default: false } },
})
const posts = Number(values.posts)
const runs = Number(values.runs)
if (!Number.isInteger(posts) || posts < 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run bench:build -- --posts 1000 [--runs 3] [--keep]')
  process.exit(1)
}

type Run = { seconds: number; cpuSeconds: number; pages: number; pagesPerSecond: number; peakMb: number }

function build(dir: string): Promise<{ seconds: number; cpuSeconds: number; peakBytes: number; output: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    // bash's `times` prints the CPU time of the build's whole process tree, which load on the machine barely changes.
    const child = spawn('bash', ['-c', 'npm run build >&2; code=$?; times; exit $code'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] })
    const memory = watchPeakRss(child.pid as number)
    let output = ''
    let times = ''
    child.stdout.on('data', (chunk) => (times += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000
      const peakBytes = memory.stop()
      if (code !== 0) reject(new Error(`build failed (exit ${code}):\n${output.slice(-4000)}`))
      else resolve({ seconds, cpuSeconds: childCpuSeconds(times), peakBytes, output })
    })
  })
}

/** Sums user and system time from the second line of bash's `times` ("0m37.774s 0m4.063s": the children). */
function childCpuSeconds(times: string): number {
  const line = times.trim().split('\n')[1] ?? ''
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0)
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

const project = copyProject()
writeGeneratedPosts(posts, path.join(project.dir, 'content/blog'))
console.log(`bench:build: ${posts} generated posts in ${project.dir}; ${os.cpus().length} CPUs; load before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)

const results: Run[] = []
try {
  for (let i = 1; i <= runs; i++) {
    fs.rmSync(path.join(project.dir, 'dist'), { recursive: true, force: true })
    const { seconds, cpuSeconds, peakBytes } = await build(project.dir)
    const pages = builtRoutes(path.join(project.dir, 'dist/client')).length
    const run = { seconds, cpuSeconds, pages, pagesPerSecond: pages / seconds, peakMb: peakBytes / 1024 / 1024 }
    results.push(run)
    console.log(
      `run ${i}/${runs}: ${run.seconds.toFixed(1)} s wall, ${run.cpuSeconds.toFixed(1)} s CPU (user+sys), ${run.pages} pages, ${run.pagesPerSecond.toFixed(1)} pages/s, peak ${run.peakMb.toFixed(0)} MB (process tree), load ${os.loadavg()[0]?.toFixed(2)}`,
    )
  }
  if (runs > 1) {
    console.log(
      `median of ${runs}: ${median(results.map((r) => r.seconds)).toFixed(1)} s wall, ${median(results.map((r) => r.cpuSeconds)).toFixed(1)} s CPU, ${median(results.map((r) => r.pagesPerSecond)).toFixed(1)} pages/s, peak ${median(results.map((r) => r.peakMb)).toFixed(0)} MB`,
    )
  }
} finally {
  if (values.keep) console.log(`kept ${project.dir}`)
  else project.dispose()
}
