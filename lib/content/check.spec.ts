/**
 * One fixture per mistake a writer can make (tests/fixtures/content-errors/<case>/, laid over a copy of
 * content/): the check must report it with the file, the field or line:column, and what was expected.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { assertContentValid, checkContent } from './check'
import { ContentError, formatProblems } from './errors'
import { loadContent } from './loader'
import { translatedLangs, translationOf } from '../editions'

const fixtures = path.resolve('tests/fixtures/content-errors')
const roots: string[] = []
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })))

/**
 * content/ with the case's files added or replacing the real ones. A case that replaces an English file leaves
 * out its translations (unless it brings them): each case shows one mistake, and a changed English file would
 * also make its translation differ.
 */
function contentWith(fixture: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `kilele-${fixture}-`))
  roots.push(root)
  fs.cpSync('content', root, { recursive: true })
  const own = path.join(fixtures, fixture)
  for (const file of fs.readdirSync(own, { recursive: true, encoding: 'utf8' })) {
    const [, name, extension] = /^(.*)\.(mdx?|yaml)$/.exec(file) ?? []
    if (!name || translationOf(file) || !fs.existsSync(path.join(root, file))) continue
    for (const lang of translatedLangs) {
      const twin = `${name}.${lang}.${extension}`
      if (!fs.existsSync(path.join(own, twin))) fs.rmSync(path.join(root, twin), { force: true })
    }
  }
  fs.cpSync(own, root, { recursive: true })
  return root
}

/** [fixture folder, the report's lines (each after the content folder's path; a line ending in $ is the whole line)] */
const cases: [string, string[]][] = [
  ['yaml-syntax', ['blog/broken-yaml.md:4:7: the list opened with [ here is not closed; end it with ] on the same line, or put the value in quotes']],
  ['unknown-field', ['blog/typo-draft.md:7 (darft): unknown field; did you mean draft?']],
  ['empty-required-field', ['blog/empty-author.md:6 (author): is empty; write its value after the colon']],
  ['unclosed-frontmatter', ['blog/unclosed.md:1:1: the frontmatter opened on line 1 is never closed; add a line --- after the last field']],
  ['title-with-colon', ['blog/colon-title.md:2:8: the value of title contains ": ", which YAML reads as another field; put the whole value in quotes: title: "Cloud: what it really costs"']],
  ['read-time-words', ['blog/read-time.md:7 (readTime): must be a number of minutes, like 5 or "5 min read", found "about five minutes"']],
  ['missing-field', ['blog/no-author.md (author): is required (expected string)']],
  ['draft-in-words', ['blog/draft-in-words.md:8 (draft): must be true or false, found "not yet"']],
  ['rating-out-of-range', ['data/testimonials.yaml:10 (1.rating): Too big: expected number to be <=5, found 6']],
  ['impossible-date', ['blog/impossible-date.md:5 (date): is not a real calendar date, found "2026-02-30"']],
  ['invalid-date', ['blog/invalid-date.md:5 (date): must be a date written YYYY-MM-DD, found "15/01/2026"; write 2026-01-15 (15 January 2026)']],
  ['unknown-category', ['blog/unknown-category.md:4 (category): Invalid option: expected one of "Cybersecurity"|"Cloud"|"Technology"|"Digital Marketing"|"Development", found "Gossip"']],
  ['unknown-industry', ['case-studies/farm-sensors.mdx:4 (industry): Invalid option: expected one of "Finance"|"Healthcare"|"Retail"|"Manufacturing"|"Technology"|"Logistics", found "Agriculture"']],
  ['unknown-icon', ['case-studies/farm-sensors.mdx:5 (icon): Invalid option: expected one of "code", "shield", "lightbulb", "graduation-cap", "megaphone", "cctv", "layout", "shopping-cart", ... (60 in all, see lib/content/schema.ts), found "tractor"']],
  ['duplicate-slug', ['blog/second.md (slug): slug "same-slug" is already used by ']],
  ['unsafe-slug', ['blog/unsafe-slug.md (slug): must be lower-case letters, digits and single hyphens, found "tips & tricks?"; write slug: tips-and-tricks$']],
  ['mdx-unclosed-tag', ['blog/unclosed-tag.mdx:11:1: MDX syntax error: <Callout> is opened here and never closed; add </Callout> after its text$']],
  ['mdx-html-comment', ['blog/html-comment.mdx:11:2: MDX syntax error: an HTML comment (<!-- … -->) does not work in an .mdx file; write a note for editors as {/* … */}, which readers never see$']],
  ['mdx-less-than', ['blog/less-than.mdx:11:12: MDX syntax error: a < that starts no tag; to show the character, write \\<$']],
  ['mdx-broken-expression', ['blog/broken-expression.mdx:11:14: MDX syntax error: the {...} expression is not valid; to show a literal brace write \\{ or \\}']],
  ['mdx-undefined-variable', ['blog/undefined-variable.mdx:11:12: a {...} expression would run as code, which content files may not do; to show a brace write \\{ or \\}']],
  ['mdx-lowercase-component', ['blog/lowercase-component.mdx:11:1: <callout> is not a component; component names start with a capital letter: <Callout>']],
  ['mdx-import', ['blog/with-import.mdx:9:1: import and export lines are not allowed in content files; components need no import (see "Components" in WRITING.md)']],
  ['unknown-component', ['blog/unknown-component.mdx:11:1: unknown component <YouTube>; the components MDX files may use are <Callout>']],
  ['component-in-markdown', ['blog/component-in-markdown.md:11:1: <Callout> is not shown in a .md file; rename the file to .mdx to use components']],
  ['broken-markdown-link', ['blog/broken-link.md:11:5: the link "/servcies" goes to no page of the site (nor a file in public/); did you mean /services?']],
  [
    'misspelt-links',
    [
      'blog/misspelt-links.md:11:5: the link "/blog/m-pesa-fraud-simswap-defence" goes to no page of the site (nor a file in public/); did you mean /blog/m-pesa-fraud-sim-swap-defence?',
      'blog/misspelt-links.md:11:59: the link "/blgo/m-pesa-fraud-sim-swap-defence" goes to no page of the site (nor a file in public/); did you mean /blog/m-pesa-fraud-sim-swap-defence?',
      'blog/misspelt-links.md:11:137: the link "/blog/our-2031-plans" goes to no page of the site (nor a file in public/)$',
    ],
  ],
  [
    'relative-link',
    [
      'blog/relative-link.md:11:5: the link "blog/other-post" is relative; write internal links from the site root ("/blog/my-post") and external ones with https://$',
      'blog/relative-link.md:11:34: the link "../services/cctv" is relative; write internal links from the site root ("/blog/my-post") and external ones with https://; did you mean /services/cctv?',
      'blog/relative-link.md:11:69: the link "www.google.com/maps" has no https://, so it would lead to a page of this site; write https://www.google.com/maps',
      'blog/relative-link.md:11:104: the image "public/images/og-default.png" is relative; write its path from public/, starting with / ("/images/blog/office.jpg"); did you mean /images/og-default.png?',
    ],
  ],
  ['broken-frontmatter-link', ['pages/case-studies.yaml:12 (cta.primary.href): the link "/contact-us" goes to no page of the site (nor a file in public/); did you mean /contact?']],
  ['missing-frontmatter-image', ['team/new-hire.md:5 (image): the image "/images/team/new-hire.jpg" does not exist; expected a file at public/images/team/new-hire.jpg']],
  ['misspelt-image', ['team/new-hire.md:5 (image): the image "/images/team/amina-hasan.svg" does not exist; expected a file at public/images/team/amina-hasan.svg; did you mean /images/team/amina-hassan.svg?']],
  ['missing-markdown-image', ['blog/missing-image.md:11:1: the image "/images/blog/diagram.png" does not exist; expected a file at public/images/blog/diagram.png']],
  ['short-post', ['blog/short-post.md:9 (body): the body has 122 words; a blog post needs at least 300: add 178 more below the closing ---']],
  ['short-case-study', ['case-studies/nakuru-clinic-records.mdx:38 (body): the body has 67 words; a case study needs at least 150: add 83 more below the closing ---']],
  ['level-one-heading', ['blog/level-one-heading.md:9:1: the heading "# Backups that a small office can restore" is a level-1 heading, but the page title is the page\'s only one: use ## for sections']],
  ['skipped-heading-level', ['blog/skipped-heading.md:35:1: the heading "#### A restore checklist" skips a level after a ## heading: use ###']],
  ['empty-body', ['blog/empty-body.md (body): the body is empty; write the text below the closing ---']],
  ['file-name-not-a-slug', ['blog/Cloud Backup Costs.md (file name): must be lower-case letters, digits and single hyphens, found "Cloud Backup Costs"; rename the file cloud-backup-costs.md$']],
  ['upper-case-extension', ['blog/cloud-backup-costs.MD: the extension ".MD" must be lower case; rename the file cloud-backup-costs.md$']],
  ['unknown-extension', ['blog/notes.txt: unknown file type ".txt"; expected .md or .mdx']],
  ['unknown-folder', ['recipes: unknown content folder "recipes"; expected one of services, solutions, case-studies, blog, legal, team, whitepapers, webinars, events, data, pages']],
  ['unknown-data-file', ['pages/pricing.yaml: unknown data file; content/pages/ holds only home.yaml, about.yaml']],
  ['case-study-unknown-service', [`case-studies/duka-mart-pos-rollout.mdx (service): no service has id "point-of-sale"; write the id of the service this work illustrates, one of ${loadContent().services.map((s) => s.id).join(', ')}`]],
  ['post-author-misspelt', ['blog/cloud-migration-data-residency-kenya.md (author): "Brian Otienno" is not on the team; did you mean Brian Otieno?']],
  ['post-author-in-lower-case', ['blog/cloud-migration-data-residency-kenya.md (author): "brian  otieno" is written "Brian Otieno" in content/team; write it the same way (the byline shows it as written here)$']],
  ['speaker-with-another-role', ['webinars/incident-response-plan.md (speakers.1.role): Brian Otieno is Chief Technology Officer in ']],
  ['person-with-two-roles', ['case-studies/kenya-savings-bank-security-overhaul.mdx (testimonial.author): Catherine Wairimu is Chief Information Security Officer at Kenya Savings Bank here, but Finance Director at Nyali Bay Hotels in ']],
  ['unknown-service-reference', [`pages/contact.yaml (form.services.5): no service has id "plumbing"; expected one of ${loadContent().services.map((s) => s.id).join(', ')}`]],
  ['solution-id-mismatch', ['solutions/cctv.mdx (id): must equal the file name "cctv" (the page is /solutions/<id>), found "surveillance"']],
  ['translation-without-english', ['services/cloud-hosting.sw.mdx: is a translation (".sw"), but its English file']],
  [
    'translation-structure',
    [
      'pages/about.sw.yaml:4 (hero.subtitle): is missing; the English file has this field',
      'solutions/pos.sw.mdx:11 (features): has 7 items; the English file has 8 (a translation keeps every item, in the same order)',
    ],
  ],
  ['translation-unknown-language', ['services/cctv.fr.mdx: ".fr" names no language of the site; a translation\'s file name ends in .sw']],
  ['translation-of-untranslated-kind', ['events/sacco-board-cybersecurity-workshop.sw.md: content/events has no translations (only services, solutions, case-studies, blog, team do)']],
  [
    'many-files',
    [
      'blog/no-author.md (author): is required (expected string)',
      'data/testimonials.yaml:10 (1.rating): Too big: expected number to be <=5, found 6',
      'blog/unknown-component.mdx:11:1: unknown component <YouTube>',
    ],
  ],
]

describe('content check', () => {
  it('passes the real content', async () => {
    expect((await checkContent()).problems).toEqual([])
  })

  it('has a case for every fixture folder', () => {
    expect(cases.map(([name]) => name).sort()).toEqual(fs.readdirSync(fixtures).sort())
  })

  it.each(cases)('reports %s with its file and place', async (fixture, expected) => {
    const root = contentWith(fixture)
    const { problems } = await checkContent({ root })
    const lines = formatProblems(problems).split('\n').slice(1)
    const prefix = `  ${path.relative(process.cwd(), root)}/`
    expect(lines.length, lines.join('\n')).toBe(expected.length)
    // a line ending in $ is the whole line (nothing may follow it), any other its start
    const found = (line: string) => (line.endsWith('$') ? lines.includes(prefix + line.slice(0, -1)) : lines.some((l) => l.startsWith(prefix + line)))
    for (const line of expected) expect(found(line), `missing: ${line}\nin:\n${lines.join('\n')}`).toBe(true)
  })

  it('throws one ContentError listing all of them', async () => {
    const error = await assertContentValid({ root: contentWith('many-files') }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentError)
    expect((error as ContentError).message).toMatch(/^Content check failed, 3 problems:\n/)
  })
})

describe('npm run check', () => {
  it('exits non-zero with the plain report, no stack trace', () => {
    const root = contentWith('unknown-component')
    let output = ''
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts'], { env: { ...process.env, CONTENT_DIR: root, DEBUG: '' }, encoding: 'utf8', stdio: 'pipe' })
      expect.unreachable('the check passed')
    } catch (error) {
      const failure = error as { status: number; stderr: string }
      expect(failure.status).toBe(1)
      output = failure.stderr
    }
    expect(output).toContain('blog/unknown-component.mdx:11:1: unknown component <YouTube>')
    expect(output).not.toMatch(/^\s+at /m)
  }, 20_000)
})
