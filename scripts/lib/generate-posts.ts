/**
 * Deterministic blog posts for build benchmarks (ported from the shared gen-posts tool): N files of about
 * 600 words with valid frontmatter (title, excerpt, category, date, readTime, author) and a plain
 * Markdown/GFM body (headings, list, table, link, inline code and bold; no JSX).
 */
import fs from 'node:fs'
import path from 'node:path'
import { blogCategories } from '../../lib/content/schema'

/** mulberry32: the same seed always gives the same numbers. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WORDS = (
  'cloud infrastructure migration latency throughput resilient platform engineering team deploy pipeline ' +
  'observability metrics tracing kubernetes cluster container service mesh gateway security compliance audit ' +
  'identity access policy encryption backup recovery disaster continuity network firewall endpoint monitoring ' +
  'incident response automation script workflow integration api contract schema database replication index ' +
  'query cache invalidation performance budget cost optimisation capacity planning scaling horizontal vertical ' +
  'serverless function event queue stream batch analytics warehouse dashboard report customer success support ' +
  'onboarding training consulting strategy roadmap milestone delivery sprint review retrospective quality testing ' +
  'regression coverage release version rollout canary feature flag configuration secret rotation certificate ' +
  'domain routing load balancer region availability zone edge content delivery static rendering build artifact ' +
  'legacy modernisation refactor module dependency upgrade vendor licence procurement budget stakeholder board ' +
  'the a an of to and in for with on by from across within between during after before while because although ' +
  'reliable simple practical modern secure efficient flexible predictable measurable robust lightweight fast ' +
  'improves reduces enables supports delivers protects simplifies accelerates stabilises documents validates ' +
  'our your their every many several most small large critical routine daily weekly quarterly annual'
).split(/\s+/)

// Members of content/team: the content check refuses a post whose author is not on the team.
const AUTHORS = ['Wanjiru Kamau', 'Brian Otieno', 'Amina Hassan', 'David Kiprono', 'Grace Njeri', 'Samuel Mwangi']

const countWords = (s: string) => s.split(/\s+/).filter(Boolean).length
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

function writer(r: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)] as T
  const sentence = (min = 8, max = 20) => {
    const n = min + Math.floor(r() * (max - min + 1))
    const words = Array.from({ length: n }, () => pick(WORDS))
    if (r() < 0.15) words[Math.floor(r() * n)] = `**${pick(WORDS)}**`
    if (r() < 0.1) words[Math.floor(r() * n)] = `\`${pick(WORDS)}\``
    return capitalise(words.join(' ')) + (r() < 0.08 ? '?' : '.')
  }
  const paragraph = (sentences: number) => Array.from({ length: sentences }, () => sentence()).join(' ')
  const title = () => Array.from({ length: 4 + Math.floor(r() * 5) }, () => capitalise(pick(WORDS))).join(' ')
  return { pick, sentence, paragraph, title }
}

/** The text of post number `index` (1-based): the same index always gives the same file. */
export function generatedPost(index: number): string {
  const r = random(index * 7919 + 17)
  const w = writer(r)
  const title = w.title()
  const excerpt = w.sentence(14, 24).replace(/[*`]/g, '')
  const category = w.pick(blogCategories)
  const author = w.pick(AUTHORS)
  const date = new Date(Date.UTC(2020, 0, 1) + Math.floor(r() * 5 * 365) * 86_400_000).toISOString().slice(0, 10)
  const table = [
    '| Service | Tier | Latency (ms) | Availability |',
    '| --- | --- | ---: | ---: |',
    ...Array.from({ length: 5 }, () => `| ${w.title().split(' ').slice(0, 2).join(' ')} | ${w.pick(['Basic', 'Standard', 'Premium'])} | ${10 + Math.floor(r() * 190)} | ${(99 + r()).toFixed(2)}% |`),
  ].join('\n')
  const parts = [
    w.paragraph(4),
    `## ${w.title()}`,
    w.paragraph(5),
    w.paragraph(4),
    'Key points:',
    Array.from({ length: 5 }, () => `- ${w.sentence(5, 10)}`).join('\n'),
    `## ${w.title()}`,
    w.paragraph(5),
    table,
    w.paragraph(4),
    `### ${w.title()}`,
    `${w.paragraph(3)} Read more in our [${w.pick(blogCategories).toLowerCase()} guide](https://example.com/guides/${index % 17}) or contact the team.`,
    w.paragraph(4),
  ]
  let body = parts.join('\n\n')
  while (countWords(body) < 580) body += `\n\n${w.paragraph(3)}`
  const frontmatter = [
    '---',
    `title: ${JSON.stringify(title)}`,
    `excerpt: ${JSON.stringify(excerpt)}`,
    `category: ${JSON.stringify(category)}`,
    `date: ${date}`,
    `readTime: ${Math.max(1, Math.round(countWords(body) / 200))}`,
    `author: ${JSON.stringify(author)}`,
    '---',
    '',
  ].join('\n')
  return `${frontmatter}${body}\n`
}

/** The file of post number `index` among `count` generated posts: bench-post-0001.<ext> ... */
export function generatedPostFile(dir: string, index: number, count: number, ext: 'md' | 'mdx' = 'mdx'): string {
  const width = Math.max(4, String(count).length)
  return path.join(dir, `bench-post-${String(index).padStart(width, '0')}.${ext}`)
}

/** Writes posts 1..count into `dir` as bench-post-0001.<ext> ..., one file at a time; returns the file paths. */
export function writeGeneratedPosts(count: number, dir: string, ext: 'md' | 'mdx' = 'mdx'): string[] {
  fs.mkdirSync(dir, { recursive: true })
  return Array.from({ length: count }, (_, i) => {
    const file = generatedPostFile(dir, i + 1, count, ext)
    fs.writeFileSync(file, generatedPost(i + 1))
    return file
  })
}
