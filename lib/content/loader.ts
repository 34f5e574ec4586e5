/**
 * The one content loader. Reads content/ files, parses frontmatter (YAML 1.2), validates every file
 * against lib/content/schema.ts, normalises (slugs, reading time, publication status), sorts and drops
 * unpublished posts. Build-time only: pages get its results through +data hooks.
 */
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import YAML from 'yaml'
import type { z } from 'zod'
import { ContentError, type ContentProblem } from './errors'
import { countWords, readingMinutes } from './markdown-stats'
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

export function describeIssue(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input
  if (issue.code === 'invalid_type' && input === undefined) return `is required (expected ${issue.expected})`
  const found = input === undefined ? '' : `, found ${JSON.stringify(input)?.slice(0, 80)}`
  return `${issue.message}${found}`
}

function validate<S extends z.ZodType>(schema: S, value: unknown, file: string, problems: ContentProblem[]): z.output<S> | undefined {
  const result = schema.safeParse(value, { reportInput: true })
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    problems.push({ file, where: issue.path.length ? issue.path.join('.') : undefined, message: describeIssue(issue) })
  }
  return undefined
}

type Parsed = { data: Record<string, unknown>; body: string }

function parseSource(absolute: string, problems: ContentProblem[]): Parsed | undefined {
  const file = repoRelative(absolute)
  try {
    const source = fs.readFileSync(absolute, 'utf8')
    const { data, content } = matter(source, { engines: { yaml: yamlEngine }, language: 'yaml' })
    return { data: data as Record<string, unknown>, body: content }
  } catch (error) {
    problems.push({ file, message: (error as Error).message.split('\n')[0] ?? String(error) })
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

/**
 * `words` is counted (a full Markdown parse, the costliest step of loading) only when read: for a post
 * without a `readTime`, or by a content check. Not enumerable, so copies of an entry ({ ...post }) skip it.
 */
function withLazyWordCount<T extends { body: string }>(entry: T): T & { words: number } {
  let words: number | undefined
  return Object.defineProperty(entry, 'words', {
    get: () => (words ??= countWords(entry.body)),
    enumerable: false,
  }) as T & { words: number }
}

function readCollection<K extends CollectionName>(name: K, options: LoaderOptions, problems: ContentProblem[]): Entry<K>[] {
  const { schema, bodyRequired } = collections[name]
  const today = options.today ?? todayUtc()
  const entries: Entry<K>[] = []
  const seen = new Map<string, string>()
  for (const absolute of listFiles(path.join(contentRoot(options), name))) {
    const file = repoRelative(absolute)
    const parsed = parseSource(absolute, problems)
    if (!parsed) continue
    const { slug: slugField, ...frontmatter } = parsed.data
    const fileSlug = path.basename(absolute).replace(/\.(md|mdx)$/, '')
    const slug = validate(slugSchema, slugField ?? fileSlug, file, problems)
    const data = validate(schema, frontmatter, file, problems)
    if (bodyRequired && !parsed.body.trim()) problems.push({ file, where: 'body', message: 'the body is empty; write the text below the closing ---' })
    if (slug === undefined || data === undefined) continue
    const earlier = seen.get(slug)
    if (earlier) problems.push({ file, where: 'slug', message: `slug "${slug}" is already used by ${earlier}` })
    seen.set(slug, file)
    entries.push(withLazyWordCount({ ...data, slug, file, body: parsed.body, status: status(data as { draft?: boolean; date?: string }, today) }) as unknown as Entry<K>)
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
      .map((post): Post => withLazyWordCount({ ...post, readTime: post.readTime ?? readingMinutes(post.words) }))
      .sort(byDateDesc)
    return posts as unknown as Entry<K>[]
  }
  if (name === 'legal') return entries
  return [...(entries as unknown as (Entry<K> & { order: number; slug: string })[])].sort((a, b) => byOrder(a, b) || a.slug.localeCompare(b.slug))
}

export type Content = {
  [K in CollectionName]: K extends 'blog' ? Post[] : Entry<K>[]
} & { data: { [K in DataFileName]: DataOf<K> } }

function readData(options: LoaderOptions, problems: ContentProblem[]): Content['data'] {
  const out: Record<string, unknown> = {}
  for (const [name, schema] of Object.entries(dataFiles)) {
    const absolute = path.join(contentRoot(options), name)
    const file = repoRelative(absolute)
    if (!fs.existsSync(absolute)) {
      problems.push({ file, message: 'this data file is missing' })
      continue
    }
    let value: unknown
    try {
      value = YAML.parse(fs.readFileSync(absolute, 'utf8'), { prettyErrors: true })
    } catch (error) {
      problems.push({ file, message: (error as Error).message.split('\n')[0] ?? String(error) })
      continue
    }
    out[name] = validate(schema as z.ZodType, value, file, problems)
  }
  return out as Content['data']
}

/** Loads, validates and normalises everything under content/. Throws one ContentError listing every problem. */
export function loadContent(options: LoaderOptions = {}): Content {
  const problems: ContentProblem[] = []
  const result: Record<string, unknown> = {}
  for (const name of Object.keys(collections) as CollectionName[]) {
    result[name] = normalise(name, readCollection(name, options, problems), options)
  }
  result.data = readData(options, problems)
  checkFeatured(result as Content, problems)
  if (problems.length) throw new ContentError(problems)
  return result as Content
}

function checkFeatured(content: Content, problems: ContentProblem[]): void {
  const studies = content['case-studies']
  const featured = studies.filter((study) => study.featured)
  if (studies.length && featured.length !== 1) {
    problems.push({
      file: repoRelative(path.join(contentRoot(), 'case-studies')),
      where: 'featured',
      message: `exactly one case study must set featured: true, found ${featured.length}${featured.length ? ` (${featured.map((s) => s.file).join(', ')})` : ''}`,
    })
  }
}

let cached: { key: string; content: Content } | undefined

/** loadContent() once per process and configuration: every prerendered page shares the result. */
export function getContent(): Content {
  const options: LoaderOptions = { preview: process.env.CONTENT_PREVIEW === '1' }
  const key = `${contentRoot(options)}|${options.preview}|${todayUtc()}`
  if (cached?.key !== key) cached = { key, content: loadContent(options) }
  return cached.content
}
