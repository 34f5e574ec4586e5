import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../lib/content/check'
import { loadContent } from '../../lib/content/loader'
import { todayIso } from '../../lib/dates'
import { slugify } from '../../lib/content/slugify'

/** A paragraph a writer might write (182 words): a post gets two, a case study one, so each is long enough. */
const PARAGRAPH = [
  'Most small offices in Kisumu already copy their files somewhere, but the copies fail on the day someone',
  'needs them back, because nobody has tried a restore since the external disk was bought. Keep three',
  'copies on two kinds of media, with one of them away from the office: the working files on the server, a',
  'nightly copy to a disk in a locked drawer, and an encrypted copy in a cloud region chosen with the Data',
  'Protection Act in mind. Write down how many hours of work the firm can afford to lose and how long it can',
  'wait before invoices go out again; those two figures decide how often copies run and which files come',
  'back first. Once a month, bring one file back from each copy onto a spare laptop and note how long it',
  'took and what got in the way, such as a forgotten password or a cloud account tied to someone who has',
  'left. Fix what you find the same week, and give the plan an owner who keeps the checklist and books the',
  'next test.',
].join(' ')

/** What a writer does: replace every placeholder with something real. */
function fill(text: string): string {
  return text
    .replace(/"TODO: one of ([^,"]+)[^"]*"/g, '"$1"')
    .replace(/^(\s*icon: )"TODO:[^"]*"/gm, '$1"code"')
    .replace(/^(\s*image: )"TODO:[^"]*"/gm, '$1"/images/team/amina-hassan.svg"')
    .replace(/^(\s*linkedin: )"TODO:[^"]*"/gm, '$1"https://www.linkedin.com/in/achieng-odhiambo"')
    .replace(/^(\s*email: )"TODO:[^"]*"/gm, '$1"achieng@kilele.example"')
    .replace(/^(author: )"TODO:[^"]*"/gm, '$1"Brian Otieno"')
    .replace(/^(service: )"TODO:[^"]*"/gm, '$1"cybersecurity"')
    .replace(/^(start: )"TODO:[^"]*"/gm, '$1"9 am"')
    .replace(/^(end: )"TODO:[^"]*"/gm, '$1"1 pm"')
    .replace(/^(time: )"TODO:[^"]*"/gm, '$1"10 am"')
    .replace(/^(duration: )"TODO:[^"]*"/gm, '$1"90 minutes"')
    .replace(/"TODO:[^"]*"/g, '"Written by a writer"')
    .replace(/^(#+ )?TODO:.*$/gm, (_line, heading: string | undefined) => (heading ? `${heading}Why restores fail` : PARAGRAPH))
}

/** `title`, or `title 2`, `title 3`...: the first whose slug no file in content/<folder> (nor a service id) has. */
function unused(title: string, folder: string): string {
  const taken = new Set(fs.readdirSync(path.join('content', folder)).map((file) => file.replace(/\.mdx?$/, '')))
  if (folder === 'services') for (const service of loadContent().services) taken.add(service.id)
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? title : `${title} ${n}`
    if (!taken.has(slugify(candidate))) return candidate
  }
}

describe('npm run new', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scaffold-'))
  fs.cpSync('content', root, { recursive: true })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  // npm run new's command without npx in front (a second less per run).
  const run = (...args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/new-content.ts', ...args], { env: { ...process.env, CONTENT_DIR: root }, encoding: 'utf8', stdio: 'pipe' })
  // WRITING.md's examples: a writer may well have added a file of that name, so the title gets a number
  // when content/ already has its file (or, for a service, its id).
  const made = ([
    ['post', 'Backing Up a Small Office in Kisumu', 'blog', '.md', (slug: string) => `/blog/${slug}`],
    ['case-study', 'Cloud Records for a Nakuru Clinic', 'case-studies', '.mdx', (slug: string) => `/case-studies/${slug}`],
    ['service', 'Managed IT Support', 'services', '.mdx', (slug: string) => `/services/${slug}`],
    ['team', 'Achieng Odhiambo', 'team', '.md', () => '/team'],
    ['event', 'Cybersecurity Essentials for SACCO Boards', 'events', '.md', (slug: string) => `/events/${slug}`],
    ['whitepaper', 'Choosing a Backup Service in Kenya', 'whitepapers', '.md', (slug: string) => `/resources/whitepapers/${slug}`],
    ['webinar', 'Phishing Drills for Small Teams', 'webinars', '.md', (slug: string) => `/resources/webinars/${slug}`],
  ] as const).map(([kind, example, folder, extension, route]) => {
    const title = unused(example, folder)
    return [kind, title, `${folder}/${slugify(title)}${extension}`, route(slugify(title))] as const
  })
  const fileOf = (kind: string) => made.find(([k]) => k === kind)![2]

  it('writes each kind with today\'s date and a slug, and prints its path and URL', () => {
    for (const [kind, title, file, route] of made) {
      const output = run(kind, title)
      expect(output).toContain(`${file}`)
      expect(output).toContain(`Its page: ${route}`)
      expect(fs.readFileSync(path.join(root, file), 'utf8')).toContain(kind === 'team' ? `name: "${title}"` : `title: "${title}"`)
    }
    expect(fs.readFileSync(path.join(root, fileOf('post')), 'utf8')).toContain(`date: ${todayIso()}`)
  }, 60_000)

  it('refuses to overwrite an existing file', () => {
    expect(() => run('post', made.find(([kind]) => kind === 'post')![1])).toThrow(/already exists/)
  }, 30_000)

  it('fails the content check while placeholders remain, naming each file, and passes once they are filled', async () => {
    const before = await checkContent({ root })
    const inRoot = (file: string) => file.slice(file.indexOf(path.basename(root)) + path.basename(root).length + 1)
    const files = new Set(before.problems.map((p) => inRoot(p.file)))
    expect([...files].sort()).toEqual(made.map(([, , file]) => file).sort())
    // Placeholders, and the length a post or case study still lacks (a writing rule: lib/content/writing-rules.ts).
    const placeholders = before.problems.filter((p) => /^still holds the placeholder "(## )?TODO: /.test(p.message))
    const rest = before.problems.filter((p) => !placeholders.includes(p))
    expect(new Set(placeholders.map((p) => inRoot(p.file)))).toEqual(files)
    expect(rest.map((p) => [inRoot(p.file), p.message.replace(/\d+/g, 'N')])).toEqual([
      [fileOf('post'), 'the body has N words; a blog post needs at least N: add N more below the closing ---'],
      [fileOf('case-study'), 'the body has N words; a case study needs at least N: add N more below the closing ---'],
    ])
    for (const [, , file] of made) fs.writeFileSync(path.join(root, file), fill(fs.readFileSync(path.join(root, file), 'utf8')))
    const after = await checkContent({ root })
    expect(after.problems).toEqual([])
    expect(after.content.blog.map((p) => p.file)).toContainEqual(expect.stringMatching(new RegExp(`/${fileOf('post')}$`)))
    expect(after.content.services.map((s) => s.file)).toContainEqual(expect.stringMatching(new RegExp(`/${fileOf('service')}$`)))
  }, 60_000)
})
