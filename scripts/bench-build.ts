/**
 * `npm run bench:build -- --posts 1000 [--runs 3] [--anchor astro7] [--pause 90] [--log pairs.jsonl] [--keep]`: copies the project to a temporary
 * folder, adds N generated blog posts (scripts/lib/generate-posts.ts) and measures, side by side:
 *   - ours cold: `npm run build` with no dist/, no build cache (.cache/, node_modules/.cache) and no .build-tmp/;
 *   - with --anchor astro7: Astro 7 building the same posts, cold (scripts/lib/astro-anchor.ts), after each of ours;
 *   - ours incremental, one post edited: once every cold build has run, a sentence appended to the middle post's
 *     body (another sentence each run), built again from the last cold build's site and cache;
 *   - ours incremental, nothing edited: built again at once.
 * For each: wall time, CPU time of the process tree (user+sys), pages (index.html files), pages/s, peak
 * memory (resident memory summed over the process tree) and CPU time by process (the build's own process, the
 * prerender workers, vike build, Pagefind; Astro's). With --runs N the cold builds (ours and Astro's) alternate
 * N times, then the incremental pairs run N times (see COLD_FIRST), and the median and the best of each are printed.
 * Also the cold build's seconds per step and the ratios, and with the anchor what the alternated pairs say (each pair's
 * ratio, the pairs won, the geometric mean with its interval); --log appends each pair to a file that
 * `npm run bench:pairs` reads with the pairs of other benches (scripts/lib/bench-pairs.ts).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { cleanAstroBuild, copyPostsToAnchor, ensureAstroAnchor, type AstroAnchor } from './lib/astro-anchor'
import { buildProcessRole, countPages, dayChangeWarning, measureCommand, type Measured } from './lib/bench-measure'
import { best, median, pairedComparison, ratio } from './lib/bench-stats'
import { appendPairs, pairsText, type LoggedPair } from './lib/bench-pairs'
import type { StepTime } from './lib/build-steps'
import { editMiddlePost, restoreMiddlePost } from './lib/edit-post'
import { writeGeneratedPosts } from './lib/generate-posts'
import { machineDay } from './lib/page-reads'
import { copyProject } from './lib/project-copy'
import { setAside } from './lib/set-aside'

const USAGE = 'usage: npm run bench:build -- --posts 1000 [--runs 3] [--anchor astro7] [--pause 90] [--log pairs.jsonl] [--keep]'
const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '1' },
    anchor: { type: 'string' },
    pause: { type: 'string', default: '0' },
    log: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
})
const posts = Number(values.posts)
const runs = Number(values.runs)
/**
 * Seconds to wait before each cold build (ours and Astro's): on ext4 without a journal the kernel passes over inodes
 * freed in the last minute (longer while their block is unwritten) before it reuses one, so a build that follows a large
 * deletion makes its files more slowly, the more files it makes.
 *
 * COLD_FIRST: for the same reason every cold build runs before the first incremental one. An incremental build
 * replaces the last site and deletes the old one's folders; each file a build creates in the next six minutes then
 * walks past those freed inodes first (`recently_deleted()` in fs/ext4/ialloc.c, which treats an inode freed up to
 * 360 s ago as recent while its inode table block is dirty, as every block a build writes in is). `perf record -a` put
 * 1.2-1.8 s of a cold build's CPU in that walk within six minutes of such deletions, and 0.05 s after a quiet six
 * minutes; a cold build on a fresh clone has none of them. A cold build deletes only about 120 files of its own (the
 * server build's copy, temporary folders), and the sites before it are set aside by a rename, so neither ours nor
 * Astro's meets an incremental build's deletions.
 */
const pause = Number(values.pause)
if (!Number.isInteger(posts) || posts < 1 || !Number.isInteger(runs) || runs < 1 || !(pause >= 0) || (values.anchor !== undefined && values.anchor !== 'astro7')) {
  console.error(USAGE)
  process.exit(1)
}

type Variant = 'cold' | 'incrOne' | 'incrNone' | 'astro7'
const LABELS: Record<Variant, string> = {
  cold: 'ours cold',
  incrOne: 'ours incremental, 1 post edited',
  incrNone: 'ours incremental, nothing edited',
  astro7: 'astro 7 cold',
}
/** Steps the issue asks the benchmark to report; a warning is printed when the build does not print them. */
const REQUIRED_STEPS = ['search index', 'social cards']

type Metric = 'seconds' | 'cpuSeconds' | 'pages' | 'pagesPerSecond' | 'peakMb'
type Run = { seconds: number; cpuSeconds: number; pages: number; pagesPerSecond: number; peakMb: number; steps: StepTime[]; cpuByRole: Measured['cpuByRole'] }
const results: Record<Variant, Run[]> = { cold: [], incrOne: [], incrNone: [], astro7: [] }

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ')
const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-')

function record(variant: Variant, run: number, measured: Measured, pages: number): Run {
  const result: Run = {
    seconds: measured.seconds,
    cpuSeconds: measured.cpuSeconds,
    pages,
    pagesPerSecond: pages / measured.seconds,
    peakMb: measured.peak.bytes / 1024 / 1024,
    steps: measured.steps,
    cpuByRole: measured.cpuByRole,
  }
  results[variant].push(result)
  console.log(
    `run ${run}/${runs} ${LABELS[variant].padEnd(33)} ${fixed(result.seconds).padStart(7)} s wall ${fixed(result.cpuSeconds).padStart(7)} s CPU ${String(pages).padStart(6)} pages ${fixed(result.pagesPerSecond).padStart(7)} pages/s  peak ${fixed(result.peakMb, 0).padStart(5)} MB  load ${os.loadavg()[0]?.toFixed(2)}`,
  )
  console.log(`  CPU by process: ${roleText(result.cpuByRole)}`)
  console.log(`  memory at the peak (${fixed(measured.peak.atSeconds)} s in): ${peakText(measured.peak)}`)
  return result
}

const peakText = (peak: Measured['peak']) =>
  peak.byRole.map(({ role, bytes, processes }) => `${role}${processes > 1 ? ` (${processes})` : ''} ${fixed(bytes / 1024 / 1024, 0)} MB`).join(', ')

const roleText = (roles: Measured['cpuByRole']) =>
  roles.map(({ role, seconds, processes }) => `${role}${processes > 1 ? ` (${processes})` : ''} ${fixed(seconds)} s`).join(', ')

/** For `--log`: when this bench started and which code it measures */
const benchStarted = new Date().toISOString()
const benchedCommit = commitOf(process.cwd())
const project = copyProject(process.cwd(), { ownNodeModules: true, bundleCache: false })
/** The last run's output and caches, out of the way of a cold build and deleted at the end (see set-aside.ts). */
const aside = setAside(project.dir)
/** The same for the Astro anchor's output, beside its folder (set when there is an anchor). */
let anchorAside = aside
const blogDir = path.join(project.dir, 'content/blog')
const clientDir = path.join(project.dir, 'dist/client')

async function ours(variant: Exclude<Variant, 'astro7'>, run: number): Promise<Run> {
  const measured = await measureCommand('npm run build', { cwd: project.dir, roleOf: buildProcessRole })
  return record(variant, run, measured, countPages(clientDir))
}

async function astro(anchor: AstroAnchor, run: number): Promise<Run> {
  restoreMiddlePost(blogDir, posts) // the posts exactly as the cold build had them
  copyPostsToAnchor(blogDir, anchor.siteDir)
  cleanAstroBuild(anchor.siteDir, (folder) => anchorAside.move(folder))
  const measured = await measureCommand('npm run build', { cwd: anchor.siteDir, env: anchor.env, roleOf: buildProcessRole })
  return record('astro7', run, measured, countPages(path.join(anchor.siteDir, 'dist')))
}

/** The edited post's page must show the edit's sentence, or the incremental build measured a stale site. */
function checkEditBuilt(file: string, sentence: string): void {
  const page = path.join(clientDir, 'blog', path.basename(file).replace(/\.mdx?$/, ''), 'index.html')
  if (!fs.existsSync(page)) console.log(`  WARNING: ${path.relative(project.dir, page)} is missing after the incremental build`)
  else if (!fs.readFileSync(page, 'utf8').includes(sentence)) {
    console.log(`  WARNING: ${path.relative(project.dir, page)} does not show the edit: the incremental build is stale`)
  }
}

/** The day as the build keys its record of the last site by it (scripts/lib/page-reads.ts `readsSetting`). */
const dayNow = () => machineDay().join(', ')

/** Warns when the day changed since the build before (dayChangeWarning); gives the day, for the build after. */
function checkSameDay(dayBefore: string): string {
  const day = dayNow()
  const warning = dayChangeWarning(dayBefore, day)
  if (warning) console.log(`  WARNING: ${warning}`)
  return day
}

/** One pair as `--log` keeps it: when, which code, how many posts, both builds' wall and CPU seconds, the load. */
function loggedPair(cold: Run, theirs: Run): LoggedPair {
  return { bench: benchStarted, at: new Date().toISOString(), commit: benchedCommit, posts, ours: cold.seconds, theirs: theirs.seconds, oursCpu: cold.cpuSeconds, theirsCpu: theirs.cpuSeconds, load: os.loadavg()[0] ?? NaN }
}

/** The checked-out commit, "+changes" when the working tree differs from it; "unknown" outside a git clone. */
function commitOf(dir: string): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim()
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: dir, encoding: 'utf8' }).trim()
    return changed ? `${commit}+changes` : commit
  } catch {
    return 'unknown'
  }
}

const stepsText = (steps: StepTime[]) => steps.map((step) => `${step.name} ${fixed(step.seconds)} s`).join(', ')

function printSummary(anchor: AstroAnchor | undefined): void {
  const variants = (Object.keys(LABELS) as Variant[]).filter((variant) => results[variant].length)
  const columns = runs > 1 ? ['median', 'best'] : ['']
  const stat = (variant: Variant, metric: Metric, better: 'lower' | 'higher', column: string) => {
    const list = results[variant].map((r) => r[metric])
    return column === 'best' ? best(list, better) : median(list)
  }
  console.log(
    runs > 1
      ? `\nmedian and best of ${runs} runs (best: each metric on its own, the lowest time and memory, the highest pages/s)`
      : '\nsummary (1 run)',
  )
  const metrics: [string, Metric, 'lower' | 'higher', number][] = [
    ['wall s', 'seconds', 'lower', 1],
    ['CPU s', 'cpuSeconds', 'lower', 1],
    ['pages', 'pages', 'higher', 0],
    ['pages/s', 'pagesPerSecond', 'higher', 1],
    ['peak MB', 'peakMb', 'lower', 0],
  ]
  const cell = 9
  console.log(`${''.padEnd(33)} ${metrics.map(([name]) => name.padStart(cell * columns.length)).join(' ')}`)
  if (runs > 1) console.log(`${''.padEnd(33)} ${metrics.map(() => columns.map((c) => c.padStart(cell)).join('')).join(' ')}`)
  for (const variant of variants) {
    const cells = metrics.map(([, metric, better, digits]) => columns.map((c) => fixed(stat(variant, metric, better, c), digits).padStart(cell)).join(''))
    console.log(`${LABELS[variant].padEnd(33)} ${cells.join(' ')}`)
  }

  // The cold build's steps, in the order the build printed them.
  const names = [...new Set(results.cold.flatMap((r) => r.steps.map((step) => step.name)))]
  console.log(`\nours cold, seconds per step (from the build's "✓ step (x s)" lines)${runs > 1 ? ': median, best' : ''}`)
  for (const name of names) {
    const list = results.cold.flatMap((r) => r.steps.filter((step) => step.name === name).map((step) => step.seconds))
    console.log(`  ${name.padEnd(50)} ${fixed(median(list)).padStart(7)}${runs > 1 ? fixed(best(list, 'lower')).padStart(8) : ''} s`)
  }
  for (const name of REQUIRED_STEPS.filter((name) => !names.includes(name))) console.log(`  WARNING: the build printed no "${name}" step`)

  // Where each build's CPU went, by process (sampled every 100 ms from /proc: a process's last moments are missed).
  console.log(`\nCPU seconds by process${runs > 1 ? ', median' : ''}`)
  for (const variant of variants) {
    const roles = [...new Set(results[variant].flatMap((r) => r.cpuByRole.map((entry) => entry.role)))]
    const medians = roles
      .map((role) => ({ role, seconds: median(results[variant].map((r) => r.cpuByRole.find((entry) => entry.role === role)?.seconds ?? 0)) }))
      .sort((a, b) => b.seconds - a.seconds)
    console.log(`  ${LABELS[variant].padEnd(33)} ${medians.map(({ role, seconds }) => `${role} ${fixed(seconds)}`).join(', ')}`)
  }

  console.log('\nratios of wall time' + (runs > 1 ? ' (median; best)' : ''))
  const wall = (variant: Variant, column: string) => stat(variant, 'seconds', 'lower', column)
  const cpu = (variant: Variant, column: string) => stat(variant, 'cpuSeconds', 'lower', column)
  const both = (f: (column: string) => number) => (runs > 1 ? `${fixed(f('median'), 2)}; ${fixed(f('best'), 2)}` : fixed(f(''), 2))
  console.log(`  incremental one-post / cold   ${both((c) => ratio(wall('incrOne', c), wall('cold', c)))}`)
  console.log(`  no-change / cold              ${both((c) => ratio(wall('incrNone', c), wall('cold', c)))}`)
  if (anchor) {
    console.log(`  ours cold / astro7            ${both((c) => ratio(wall('cold', c), wall('astro7', c)))}   (CPU: ${both((c) => ratio(cpu('cold', c), cpu('astro7', c)))})`)
    console.log(
      `  (ours builds the whole site, ${fixed(median(results.cold.map((r) => r.pages)), 0)} pages; the Astro anchor only the posts and an index, ${fixed(median(results.astro7.map((r) => r.pages)), 0)} pages)`,
    )
    console.log('\nalternated pairs, ours cold / astro7, run by run (each pair met about the same machine)')
    console.log(pairsText(pairedComparison(results.cold.map((r, i) => ({ ours: r.seconds, theirs: results.astro7[i]?.seconds ?? NaN })))))
  }
}

/**
 * Waits `pause` seconds, if any, before a cold build, the disk's dirty blocks written first: ext4 does not reuse an
 * inode freed in the last 60 s, or 360 s while its inode table block is unwritten (`recently_deleted`), and scans past
 * each one for every file it creates; `perf` put 9.2% of a cold build's samples there after a large `rm -rf`.
 */
async function settle(): Promise<void> {
  if (pause <= 0) return
  execFileSync('sync')
  console.log(`  (waiting ${pause} s before the next cold build)`)
  await new Promise((resolve) => setTimeout(resolve, pause * 1000))
}

let anchor: AstroAnchor | undefined
try {
  writeGeneratedPosts(posts, blogDir)
  if (values.anchor === 'astro7') {
    anchor = ensureAstroAnchor()
    anchorAside = setAside(anchor.siteDir)
  }
  console.log(`bench:build: ${posts} generated posts in ${project.dir}; ${runs} run(s); ${os.cpus().length} CPUs; node ${process.version}`)
  if (anchor) {
    console.log(`astro7 anchor in ${anchor.siteDir}: astro ${anchor.versions.astro}, @astrojs/mdx ${anchor.versions.mdx}, node ${anchor.versions.node}, ${anchor.versions.markdown}`)
  }
  console.log(`load average before: ${loadAverage()}`)
  // Every cold build first, ours and Astro's alternating, then the incremental builds (see COLD_FIRST)
  let coldDay = dayNow()
  for (let run = 1; run <= runs; run++) {
    restoreMiddlePost(blogDir, posts)
    for (const folder of ['dist', '.cache', '.build-tmp', 'node_modules/.cache']) aside.move(path.join(project.dir, folder))
    await settle()
    coldDay = dayNow()
    const cold = await ours('cold', run)
    console.log(`  steps: ${stepsText(cold.steps)}`)
    if (anchor) {
      await settle()
      const theirs = await astro(anchor, run)
      if (values.log) appendPairs(values.log, [loggedPair(cold, theirs)])
    }
  }
  // from the last cold build's site and cache, each run one edit (its own sentence) and a build with nothing edited
  let lastDay = coldDay
  for (let run = 1; run <= runs; run++) {
    const { file, sentence } = editMiddlePost(blogDir, posts, run)
    const incrOne = await ours('incrOne', run)
    console.log(`  steps: ${stepsText(incrOne.steps)}`)
    checkEditBuilt(file, sentence)
    lastDay = checkSameDay(lastDay)
    const incrNone = await ours('incrNone', run)
    console.log(`  steps: ${stepsText(incrNone.steps)}`)
    lastDay = checkSameDay(lastDay)
  }
  printSummary(anchor)
  console.log(`\nload average after: ${loadAverage()}`)
} finally {
  aside.dispose()
  anchorAside.dispose()
  if (values.keep) console.log(`kept ${project.dir}`)
  else project.dispose()
}
