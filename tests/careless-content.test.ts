/**
 * Careless but reasonable files (tests/fixtures/careless-content/ and some of the real content, saved the
 * way editors save them) build and render exactly like their clean twins: Windows line endings, a UTF-8
 * byte-order mark, `readTime: "4 min read"`, `tags: backup, SME`, `draft: no`, a title in curly quotes. Swahili, emoji and quoted-colon titles build and show as written.
 */
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyProject } from '#/scripts/lib/project-copy'
import { builtFiles } from '#/scripts/lib/routes'
import { titleOf } from './support/html'

const FIXTURES = path.resolve('tests/fixtures/careless-content')
const crlf = (text: string) => text.replace(/\n/g, '\r\n')
const bom = (text: string) => `\uFEFF${text}`

/** content/ file -> how a careless editor saves it */
const careless: Record<string, (clean: string) => string> = {
  'blog/backup-restore-drill.md': (clean) =>
    bom(crlf(clean.replace('readTime: 4', 'readTime: "4 min read"').replace('tags:\n  - backup\n  - SME', 'tags: backup, SME').replace('draft: false', 'draft: no'))),
  'blog/server-cupboard-flood.mdx': (clean) => bom(crlf(clean)),
  // typed in a word processor: its straight quotes became curly ones
  'blog/cloud-backup-costs.md': (clean) => crlf(clean.replace('title: "Cloud: What a Backup Really Costs"', 'title: “Cloud: What a Backup Really Costs”')),
  'services/cybersecurity.mdx': (clean) => bom(crlf(clean)),
  'team/amina-hassan.md': (clean) => bom(crlf(clean)),
  'data/testimonials.yaml': (clean) => bom(crlf(clean)),
  'pages/home.yaml': crlf,
}

let project: ReturnType<typeof copyProject>
let clean: Map<string, string>
let saved: Map<string, string>

function build(): Map<string, string> {
  // One "today" for both builds, so a build at midnight cannot differ by its date.
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: project.dir, env: { ...process.env, NODE_ENV: 'production', SITE_TODAY: new Date().toISOString().slice(0, 10) }, stdio: 'pipe' })
  const client = path.join(project.dir, 'dist/client')
  return new Map(builtFiles(client).map((file) => [file, crypto.createHash('sha256').update(fs.readFileSync(path.join(client, file))).digest('hex')]))
}

beforeAll(() => {
  project = copyProject()
  fs.cpSync(FIXTURES, path.join(project.dir, 'content'), { recursive: true })
  clean = build()
  for (const [file, save] of Object.entries(careless)) {
    const absolute = path.join(project.dir, 'content', file)
    fs.writeFileSync(absolute, save(fs.readFileSync(absolute, 'utf8')))
  }
  saved = build()
}, 240_000)

afterAll(() => project?.dispose())

describe('careless but reasonable files', () => {
  it('were really saved with CRLF and a byte-order mark', () => {
    const raw = fs.readFileSync(path.join(project.dir, 'content/blog/backup-restore-drill.md'), 'utf8')
    expect(raw.startsWith('\uFEFF---\r\n')).toBe(true)
    expect(raw).toContain('readTime: "4 min read"\r\n')
    expect(raw).toContain('tags: backup, SME\r\n')
    expect(raw).toContain('draft: no\r\n')
    expect(fs.readFileSync(path.join(project.dir, 'content/blog/cloud-backup-costs.md'), 'utf8')).toContain('title: “Cloud: What a Backup Really Costs”\r\n')
  })

  it('build byte for byte the same site as their clean twins', () => {
    const differing = [...new Set([...clean.keys(), ...saved.keys()])].filter((file) => clean.get(file) !== saved.get(file))
    expect(differing).toEqual([])
    expect(clean.size).toBeGreaterThan(40)
  })

  it.each([
    ['usalama-wa-data', 'Usalama wa Data: Jaribu Nakala Zako Kabla ya Dharura'],
    ['cloud-backups-that-restore', 'Cloud Backups That Actually Restore ☁️✅'],
    ['cloud-backup-costs', 'Cloud: What a Backup Really Costs'],
  ])('renders /blog/%s with its title as written', (slug, title) => {
    const html = project.read(`dist/client/blog/${slug}/index.html`)
    expect(titleOf(html)).toBe(`${title} - Kilele Technologies`)
    expect(html).toContain(`${title}</h1>`)
  })

  it('shows the tags of the post that wrote them on one line', () => {
    const html = project.read('dist/client/blog/backup-restore-drill/index.html')
    expect(html).toMatch(/>#(<!-- -->)?backup</)
    expect(html).toMatch(/>#(<!-- -->)?SME</)
  })

  it('shows "4 min read" for the post that wrote readTime that way', () => {
    expect(project.read('dist/client/blog/backup-restore-drill/index.html')).toMatch(/>\s*(<!-- -->)?4(<!-- -->)?\s*(<!-- -->)?min read/)
  })
})
