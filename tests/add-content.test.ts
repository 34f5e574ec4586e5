/**
 * Writers add content with one file each (WRITING.md), and the tests must follow the content, not pin it.
 * A copy of the project gets one new blog post (and its Swahili translation), case study, team member (with a
 * portrait under public/), service and whitepaper, written like real content (tests/fixtures/new-content/, laid over the copy as a writer would
 * add the files). The copy must build, and the project's own tests must pass in it: the unit suite, the site
 * tests that read the built HTML, the budget, and the browser test that loads every route. A test that
 * counts posts, services, team members, whitepapers or feed items, or names the newest post, fails here (one that
 * counted the spec's four whitepapers failed a writer's fifth).
 *
 * Not run in the copy: the site tests that make their own project copy or start their own server
 * (add-post, atomic-build, dev-server, preview-base-path, this file): they build or serve their own copy of
 * content/, so running them again over this one would double the time of `npm test` and test nothing new;
 * the browser tests other than routes.test.ts (about two minutes more; each walks the same routes).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadContent, type Content } from '#/lib/content/loader'
import { copyProject } from '#/scripts/lib/project-copy'
import { builtRoutes } from '#/scripts/lib/routes'
import { titleOf, visibleText } from './support/html'

const FIXTURE = path.resolve('tests/fixtures/new-content')
const S = ' - Kilele Technologies'
/** Site tests that read the built site in place: those that copy the project or start a server are left out. */
const OWN_PROJECT_OR_SERVER = /\b(copyProject|useSite|launchChromium|spawn)\(/
const builtSiteTests = fs
  .readdirSync('tests')
  .filter((file) => file.endsWith('.test.ts') && !OWN_PROJECT_OR_SERVER.test(fs.readFileSync(path.join('tests', file), 'utf8')))
  .map((file) => `tests/${file}`)

let project: ReturnType<typeof copyProject>
let content: Content
const times: string[] = []

function timed<T>(what: string, run: () => T): T {
  const started = Date.now()
  try {
    return run()
  } finally {
    times.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
}

type Run = { status: number | null; output: string }

/** `npx vitest run ...` in the copy, as npm test runs it (not inside this vitest's environment). */
function vitestInCopy(args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<Run> {
  const env = { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'TEST')), ...extraEnv }
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...args], { cwd: project.dir, env: { ...env, NODE_ENV: 'test', NO_COLOR: '1', FORCE_COLOR: '0' } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (status) => resolve({ status, output }))
  })
}

async function timedAsync<T>(what: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now()
  try {
    return await run()
  } finally {
    times.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
}

/** What a failed run said: its failures and summary, not thousands of passing lines. */
const failures = (output: string) =>
  output
    .split('\n')
    .filter((line) => /FAIL|×|✗|AssertionError|Error:|expected|Test Files|Tests |^\s*[-+] /.test(line))
    .slice(0, 80)
    .join('\n')

/** What a page shows between its menu and its footer: a new service is in every page's menu, not on every page. */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html

/**
 * The copy's routes that this project's build (npm test builds it first) does not have, or whose main content
 * differs from it: the pages the new content added or changed.
 */
function routesTheContentChanged(): string[] {
  return builtRoutes(path.join(project.dir, 'dist/client')).filter((route) => {
    const file = path.join('dist/client', route, 'index.html')
    return !fs.existsSync(file) || mainOf(fs.readFileSync(file, 'utf8')) !== mainOf(project.read(file))
  })
}

let changedRoutes: string[]
let unitRun: Run
let siteRun: Run
let routesRun: Run

beforeAll(async () => {
  project = copyProject()
  fs.cpSync(FIXTURE, project.dir, { recursive: true })
  content = loadContent({ root: path.join(project.dir, 'content') })
  timed('npm run build', () => project.run('npm', ['run', 'build']))
  // The unit suite beside the site tests that read HTML (light); the browser walk after them, alone: beside the
  // walk, the copy's unit tests ran past their timeouts on a loaded machine.
  ;[unitRun, siteRun] = await Promise.all([
    timedAsync('unit suite', () => vitestInCopy(['--project', 'unit'])),
    timedAsync(`site tests (${builtSiteTests.map((f) => path.basename(f, '.test.ts')).join(', ')})`, () => vitestInCopy(builtSiteTests)),
  ])
  changedRoutes = routesTheContentChanged()
  routesRun = await timedAsync(`routes.test.ts over ${changedRoutes.length} routes`, () => vitestInCopy(['tests/browser/routes.test.ts'], { TEST_ROUTES: changedRoutes.join(',') }))
}, 900_000)

afterAll(() => {
  console.log(`add-content: ${times.join(', ')}`)
  project?.dispose()
})

describe('a copy of the project with one new post, case study, team member, service and whitepaper', () => {
  it('adds one file of each kind, as WRITING.md says, and the copy has them all', () => {
    const added = fs.readdirSync(path.join(FIXTURE, 'content'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f)).sort()
    expect(added).toEqual([
      'blog/business-internet-nakuru-fibre-or-wireless.md',
      'blog/business-internet-nakuru-fibre-or-wireless.sw.md',
      'case-studies/mavuno-agrovet-stock-control.mdx',
      'services/managed-it-support.mdx',
      'team/achieng-odhiambo.md',
      'whitepapers/ransomware-recovery-planning-for-kenyan-saccos.md',
    ])
    expect(content.blog.map((p) => p.slug)).toContain('business-internet-nakuru-fibre-or-wireless')
    expect(content['case-studies'].map((s) => s.slug)).toContain('mavuno-agrovet-stock-control')
    expect(content.services.map((s) => s.id)).toContain('managed-it-support')
    expect(content.team.map((m) => m.name)).toContain('Achieng Odhiambo')
    expect(content.whitepapers.map((w) => w.slug)).toContain('ransomware-recovery-planning-for-kenyan-saccos')
  })

  it('builds a page for the post, the case study, the service and the whitepaper (with its PDF), and a card for the team member', () => {
    const page = (route: string) => project.read(`dist/client${route}/index.html`)
    expect(titleOf(page('/blog/business-internet-nakuru-fibre-or-wireless'))).toBe(`Business Internet in Nakuru: Fibre, Fixed Wireless or Both?${S}`)
    expect(titleOf(page('/case-studies/mavuno-agrovet-stock-control'))).toBe(`Stock Control for an Agro-Dealer Chain in the Rift Valley${S}`)
    expect(titleOf(page('/services/managed-it-support'))).toBe(`Managed IT Support${S}`)
    expect(titleOf(page('/resources/whitepapers/ransomware-recovery-planning-for-kenyan-saccos'))).toBe(`Ransomware Recovery Planning for Kenyan SACCOs${S}`)
    expect(project.read('dist/client/resources/whitepapers/ransomware-recovery-planning-for-kenyan-saccos.pdf').startsWith('%PDF-')).toBe(true)
    expect(page('/resources')).toContain('href="/resources/whitepapers/ransomware-recovery-planning-for-kenyan-saccos"')
    expect(visibleText(page('/team'))).toContain('Achieng Odhiambo Managed Services Lead')
    expect(page('/team')).toContain('src="/images/team/achieng-odhiambo.svg"')
    // the post's Swahili translation, beside it as WRITING.md says, is its Swahili page and in the Swahili blog
    const swahili = page('/sw/blog/business-internet-nakuru-fibre-or-wireless')
    expect(swahili).toContain('<html lang="sw">')
    expect(titleOf(swahili)).toBe(`${loadContent({ root: path.join(project.dir, 'content'), lang: 'sw' }).blog.find((p) => p.slug === 'business-internet-nakuru-fibre-or-wireless')!.title}${S}`)
    expect(page('/sw/blog')).toContain('href="/sw/blog/business-internet-nakuru-fibre-or-wireless"')
  })

  it('passes the unit suite in the copy', () => {
    expect(unitRun.status, failures(unitRun.output)).toBe(0)
  })

  it('passes the site tests that read the built HTML in the copy', () => {
    expect(builtSiteTests).toEqual(expect.arrayContaining(['tests/built-html.test.ts', 'tests/link-check.test.ts', 'tests/publishing.test.ts']))
    expect(builtSiteTests).not.toContain('tests/add-content.test.ts')
    expect(siteRun.status, failures(siteRun.output)).toBe(0)
  })

  it('stays within every budget', () => {
    expect(timed('budget', () => project.run(process.execPath, ['--import', 'tsx', 'scripts/budget.ts']))).toContain('budget: every route within budget')
  }, 60_000)

  it('walks the routes the new content added or changed in chromium at every width: they load cleanly, fit the screen and pass axe (tests/browser/routes.test.ts)', () => {
    const added = ['/blog/business-internet-nakuru-fibre-or-wireless', '/sw/blog/business-internet-nakuru-fibre-or-wireless', '/case-studies/mavuno-agrovet-stock-control', '/services/managed-it-support', '/resources/whitepapers/ransomware-recovery-planning-for-kenyan-saccos', '/team', '/blog']
    expect(changedRoutes).toEqual(expect.arrayContaining(added))
    // The copy's build does not depend on the folder it was made in (lib/build/styled-component-ids.ts): its pages'
    // class names are the project's, so a page whose content is the same is the same, and is not walked again.
    const footer = (html: string) => /<footer[^>]*>/.exec(html)?.[0]
    expect(footer(project.read('dist/client/index.html'))).toBe(footer(fs.readFileSync('dist/client/index.html', 'utf8')))
    expect(routesRun.status, failures(routesRun.output)).toBe(0)
    expect(routesRun.output).toMatch(/Tests\s+3 passed/)
  })
})
