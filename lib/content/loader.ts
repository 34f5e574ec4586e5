/**
 * The one content loader. Reads content/ files, parses frontmatter (YAML 1.2), validates every file
 * against lib/content/schema.ts, normalises (slugs, reading time, publication status), sorts and drops
 * unpublished posts. Build-time only: pages get its results through +data hooks.
 */
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import YAML, { YAMLParseError } from 'yaml'
import type { z } from 'zod'
import { ContentError, type ContentProblem } from './errors'
import { countWords, readingMinutes } from './markdown-stats'
import { describePlaceholder, findPlaceholders } from './placeholders'
import { collections, dataFiles, slug as slugSchema, type CollectionName, type DataFileName } from './schema'

export type PublicationStatus = 'published' | 'draft' | 'scheduled'

type Meta = {
  slug: string
  /** Path from the repository root */
  file: string
  /** Markdown/MDX source of the body, without frontmatter */
  body: string
  words: number
  status: PublicationStatus
}

export type Entry<K extends CollectionName> = z.output<(typeof collections)[K]['schema']> & Meta
export type Post = Entry<'blog'> & { readTime: number }
export type DataOf<K extends DataFileName> = z.output<(typeof dataFiles)[K]>

export const contentExtensions = ['.md', '.mdx'] as const

/** One file as read, whether or not it passed validation: what the content checker inspects further. */
export type SourceFile = {
  /** Path from the repository root */
  file: string
  /** Folder under content/ ("blog", "pages") */
  folder: string
  /** Markdown/MDX files: the slug (from frontmatter or file name), even if invalid */
  slug?: string
  /** Frontmatter, or the whole value of a YAML data file, as parsed (not validated) */
  fields: unknown
  /** The YAML text of `fields`, whose line 1 is the file's line 1 */
  yaml?: string
  /** Markdown/MDX files: the whole file, frontmatter included */
  source?: string
  /** Passed the schema; an invalid file already has its problems reported */
  valid: boolean
}

export type LoaderOptions = {
  /** Folder holding the content kinds; default <cwd>/content */
  root?: string
  /** Include drafts and scheduled posts (preview builds) */
  preview?: boolean
  /** "Today" for scheduling, YYYY-MM-DD; default the current UTC date */
  today?: string
}

const yamlEngine = { parse: (source: string) => YAML.parse(source, { prettyErrors: true }) as object }

export function contentRoot(options: LoaderOptions = {}): string {
  return path.resolve(options.root ?? process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'))
}

function repoRelative(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/')
}

function todayUtc(): string {
  return process.env.SITE_TODAY ?? new Date().toISOString().slice(0, 10)
}

const listedOptions = 8

export function describeIssue(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input
  if (issue.code === 'invalid_type' && input === undefined) return `is required (expected ${issue.expected})`
  const found = input === undefined ? '' : `, found ${JSON.stringify(input)?.slice(0, 80)}`
  if (issue.code === 'invalid_value' && issue.values.length > listedOptions) {
    const shown = issue.values.slice(0, listedOptions).map((v) => JSON.stringify(v)).join(', ')
    return `Invalid option: expected one of ${shown}, ... (${issue.values.length} in all, see lib/content/schema.ts)${found}`
  }
  return `${issue.message}${found}`
}

/** The line of a field in YAML text (the nearest enclosing field that exists, for a missing one). */
export function lineOfField(yaml: string, at: PropertyKey[]): number | undefined {
  const lineCounter = new YAML.LineCounter()
  const document = YAML.parseDocument(yaml, { lineCounter })
  for (let depth = at.length; depth > 0; depth--) {
    const node = document.getIn(at.slice(0, depth), true) as { range?: [number, number, number] } | undefined
    if (node?.range) return lineCounter.linePos(node.range[0]).line
  }
  return undefined
}

/**
 * Validates, reporting each issue with its field path; `yaml` (the text the value was parsed from, whose
 * line 1 is the file's line 1) adds the line number.
 */
function validate<S extends z.ZodType>(
  schema: S, value: unknown, file: string, problems: ContentProblem[], yaml?: string, field?: string, placeholders = new Set<string>(),
): z.output<S> | undefined {
  const result = schema.safeParse(value, { reportInput: true })
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    // a field still holding its placeholder is reported once, as a placeholder
    if (placeholders.has(issue.path.join('.'))) continue
    const line = yaml !== undefined && issue.path.length ? lineOfField(yaml, issue.path) : undefined
    problems.push({ file, line, where: issue.path.length ? issue.path.join('.') : field, message: describeIssue(issue) })
  }
  return undefined
}

type Parsed = { data: Record<string, unknown>; body: string; source: string; frontmatter: string }

/** A YAML error as "line:column" in the file (frontmatter starts below the opening ---) and a plain message. */
export function yamlProblem(error: unknown, file: string, lineOffset: number): ContentProblem {
  if (error instanceof YAMLParseError) {
    const at = error.linePos?.[0]
    const message = (error.message.split('\n')[0] ?? error.code).replace(/ at line \d+, column \d+:?$/, '')
    return { file, where: at ? `${at.line + lineOffset}:${at.col}` : undefined, message: `YAML syntax error: ${message}` }
  }
  return { file, message: (error as Error).message.split('\n')[0] ?? String(error) }
}

function parseSource(absolute: string, problems: ContentProblem[]): Parsed | undefined {
  const file = repoRelative(absolute)
  const source = fs.readFileSync(absolute, 'utf8')
  try {
    const { data, content, matter: frontmatter } = matter(source, { engines: { yaml: yamlEngine }, language: 'yaml' })
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      problems.push({ file, message: 'the frontmatter must be a list of "field: value" lines between two --- lines' })
      return undefined
    }
    // gray-matter's raw frontmatter starts right after the opening ---, so its line numbers are the file's.
    return { data: data as Record<string, unknown>, body: content, source, frontmatter }
  } catch (error) {
    problems.push(yamlProblem(error, file, 1))
    return undefined
  }
}

function status(data: { draft?: boolean; date?: string }, today: string): PublicationStatus {
  if (data.draft) return 'draft'
  if (data.date && data.date > today) return 'scheduled'
  return 'published'
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => contentExtensions.some((ext) => name.endsWith(ext)))
    .sort()
    .map((name) => path.join(dir, name))
}

function readCollection<K extends CollectionName>(name: K, options: LoaderOptions, problems: ContentProblem[], sources: SourceFile[]): Entry<K>[] {
  const { schema, bodyRequired } = collections[name]
  const today = options.today ?? todayUtc()
  const entries: Entry<K>[] = []
  const seen = new Map<string, string>()
  for (const absolute of listFiles(path.join(contentRoot(options), name))) {
    const file = repoRelative(absolute)
    const parsed = parseSource(absolute, problems)
    if (!parsed) continue
    const before = problems.length
    const { slug: slugField, ...frontmatter } = parsed.data
    const fileSlug = path.basename(absolute).replace(/\.(md|mdx)$/, '')
    const slug = slugField === undefined
      ? validate(slugSchema, fileSlug, file, problems, undefined, 'file name')
      : validate(slugSchema, slugField, file, problems, undefined, 'slug')
    const placeholders = findPlaceholders(frontmatter, parsed.body)
    const bodyStart = parsed.source.slice(0, parsed.source.length - parsed.body.length).split('\n').length - 1
    for (const hit of placeholders) {
      const line = hit.bodyLine === undefined ? lineOfField(parsed.frontmatter, hit.where.split('.')) : bodyStart + hit.bodyLine
      problems.push({ file, line, where: hit.bodyLine === undefined ? hit.where : undefined, message: describePlaceholder(hit) })
    }
    const data = validate(schema, frontmatter, file, problems, parsed.frontmatter, undefined, new Set(placeholders.map((hit) => hit.where)))
    if (bodyRequired && !parsed.body.trim()) problems.push({ file, where: 'body', message: 'the body is empty; write the text below the closing ---' })
    const source: SourceFile = { file, folder: name, slug: typeof slugField === 'string' ? slugField : fileSlug, fields: parsed.data, yaml: parsed.frontmatter, source: parsed.source, valid: false }
    sources.push(source)
    if (slug === undefined || data === undefined) continue
    const earlier = seen.get(slug)
    if (earlier) problems.push({ file, where: 'slug', message: `slug "${slug}" is already used by ${earlier}` })
    seen.set(slug, file)
    source.valid = problems.length === before
    entries.push({ ...data, slug, file, body: parsed.body, words: countWords(parsed.body), status: status(data as { draft?: boolean; date?: string }, today) } as unknown as Entry<K>)
  }
  return entries
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order
const byDateDesc = (a: { date: string; slug: string }, b: { date: string; slug: string }) =>
  b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)

function normalise<K extends CollectionName>(name: K, entries: Entry<K>[], options: LoaderOptions): Entry<K>[] {
  if (name === 'blog') {
    const posts = (entries as unknown as Entry<'blog'>[])
      .filter((post) => options.preview || post.status === 'published')
      .map((post): Post => ({ ...post, readTime: post.readTime ?? readingMinutes(post.words) }))
      .sort(byDateDesc)
    return posts as unknown as Entry<K>[]
  }
  if (name === 'legal') return entries
  return [...(entries as unknown as (Entry<K> & { order: number; slug: string })[])].sort((a, b) => byOrder(a, b) || a.slug.localeCompare(b.slug))
}

export type Content = {
  [K in CollectionName]: K extends 'blog' ? Post[] : Entry<K>[]
} & { data: { [K in DataFileName]: DataOf<K> } }

function readData(options: LoaderOptions, problems: ContentProblem[], sources: SourceFile[]): Content['data'] {
  const out: Record<string, unknown> = {}
  for (const [name, schema] of Object.entries(dataFiles)) {
    const absolute = path.join(contentRoot(options), name)
    const file = repoRelative(absolute)
    if (!fs.existsSync(absolute)) {
      problems.push({ file, message: 'this data file is missing' })
      continue
    }
    const text = fs.readFileSync(absolute, 'utf8')
    let value: unknown
    try {
      value = YAML.parse(text, { prettyErrors: true })
    } catch (error) {
      problems.push(yamlProblem(error, file, 0))
      continue
    }
    out[name] = validate(schema as z.ZodType, value, file, problems, text)
    sources.push({ file, folder: path.dirname(name), fields: value, yaml: text, valid: out[name] !== undefined })
  }
  return out as Content['data']
}

/** Files and folders the loader would silently skip: a writer's file that never shows up is a mistake. */
function checkUnknownFiles(options: LoaderOptions, problems: ContentProblem[]): void {
  const root = contentRoot(options)
  if (!fs.existsSync(root)) {
    problems.push({ file: repoRelative(root), message: 'the content folder does not exist' })
    return
  }
  const dataFolders = new Set(Object.keys(dataFiles).map((name) => path.dirname(name)))
  const folders = [...Object.keys(collections), ...dataFolders]
  const visible = (dir: string) => fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => !entry.name.startsWith('.'))
  for (const entry of visible(root)) {
    const file = repoRelative(path.join(root, entry.name))
    if (!entry.isDirectory()) {
      problems.push({ file, message: `files belong in one of the content folders (${folders.join(', ')})` })
    } else if (!folders.includes(entry.name)) {
      problems.push({ file, message: `unknown content folder "${entry.name}"; expected one of ${folders.join(', ')}` })
    } else {
      for (const inner of visible(path.join(root, entry.name))) {
        const name = `${entry.name}/${inner.name}`
        const innerFile = repoRelative(path.join(root, name))
        if (inner.isDirectory()) problems.push({ file: innerFile, message: `unexpected folder; files go directly in content/${entry.name}/` })
        else if (dataFolders.has(entry.name)) {
          if (!(name in dataFiles)) {
            const known = Object.keys(dataFiles).filter((known) => known.startsWith(`${entry.name}/`)).map((known) => path.basename(known))
            problems.push({ file: innerFile, message: `unknown data file; content/${entry.name}/ holds only ${known.join(', ')}` })
          }
        } else if (!contentExtensions.some((ext) => inner.name.endsWith(ext))) {
          problems.push({ file: innerFile, message: `unknown file type "${path.extname(inner.name) || 'none'}"; expected .md or .mdx` })
        }
      }
    }
  }
}

export type CollectedContent = {
  /** Only the entries and data files that passed validation */
  content: Content
  problems: ContentProblem[]
  sources: SourceFile[]
}

/** Reads and validates everything under content/, collecting problems instead of throwing. */
export function collectContent(options: LoaderOptions = {}): CollectedContent {
  const problems: ContentProblem[] = []
  const sources: SourceFile[] = []
  checkUnknownFiles(options, problems)
  const result: Record<string, unknown> = {}
  for (const name of Object.keys(collections) as CollectionName[]) {
    result[name] = normalise(name, readCollection(name, options, problems, sources), options)
  }
  result.data = readData(options, problems, sources)
  const content = result as Content
  checkFeatured(content, options, problems)
  checkReferences(content, options, problems)
  return { content, problems, sources }
}

/** Loads, validates and normalises everything under content/. Throws one ContentError listing every problem. */
export function loadContent(options: LoaderOptions = {}): Content {
  const { content, problems } = collectContent(options)
  if (problems.length) throw new ContentError(problems)
  return content
}

function checkFeatured(content: Content, options: LoaderOptions, problems: ContentProblem[]): void {
  const studies = content['case-studies']
  const featured = studies.filter((study) => study.featured)
  if (studies.length && featured.length !== 1) {
    problems.push({
      file: repoRelative(path.join(contentRoot(options), 'case-studies')),
      where: 'featured',
      message: `exactly one case study must set featured: true, found ${featured.length}${featured.length ? ` (${featured.map((s) => s.file).join(', ')})` : ''}`,
    })
  }
}

/** References by id between files: each must name an entry that exists. */
function checkReferences(content: Content, options: LoaderOptions, problems: ContentProblem[]): void {
  const serviceIds = new Map<string, string>()
  for (const service of content.services) {
    const earlier = serviceIds.get(service.id)
    if (earlier) problems.push({ file: service.file, where: 'id', message: `id "${service.id}" is already used by ${earlier}` })
    serviceIds.set(service.id, service.file)
  }
  // The solution pages live at /solutions/<id> (spec), and the prerender writes /solutions/<slug>.
  for (const solution of content.solutions) {
    if (solution.id !== solution.slug) {
      problems.push({ file: solution.file, where: 'id', message: `must equal the file name "${solution.slug}" (the page is /solutions/<id>), found "${solution.id}"` })
    }
  }
  const contact = content.data['pages/contact.yaml']
  if (contact) {
    const file = repoRelative(path.join(contentRoot(options), 'pages/contact.yaml'))
    contact.form.services.forEach((id, index) => {
      if (!serviceIds.has(id)) {
        problems.push({ file, where: `form.services.${index}`, message: `no service has id "${id}"; expected one of ${[...serviceIds.keys()].join(', ')}` })
      }
    })
  }
}

let cached: { key: string; content: Content } | undefined

/**
 * Bumped by the dev server when a content file changes. Kept on globalThis because the dev server's copy of
 * this module and the one rendering pages (Vite's SSR module graph) are different instances.
 */
const generation = globalThis as { kileleContentGeneration?: number }
export function invalidateContent(): void {
  generation.kileleContentGeneration = (generation.kileleContentGeneration ?? 0) + 1
}

/** loadContent() once per process, configuration and content generation: every prerendered page shares it. */
export function getContent(): Content {
  const options: LoaderOptions = { preview: process.env.CONTENT_PREVIEW === '1' }
  const key = `${contentRoot(options)}|${options.preview}|${todayUtc()}|${generation.kileleContentGeneration ?? 0}`
  if (cached?.key !== key) cached = { key, content: loadContent(options) }
  return cached.content
}
