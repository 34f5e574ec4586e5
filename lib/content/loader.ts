/**
 * The one content loader. Reads content/ files, parses frontmatter (YAML 1.2), validates every file
 * against lib/content/schema.ts, normalises (slugs, reading time, publication status), sorts and drops
 * unpublished posts. Build-time only: pages get its results through +data hooks.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { defaultLang, langs, translationOf, type Lang } from '../editions'
import { readContentLayout } from './content-files'
import { fileMemo, type FileMemo } from './file-memo'
import { ContentError, type ContentProblem } from './errors'
import { describeIssue, unknownFieldMessage } from './field-messages'
import { countWords, readingMinutes } from './markdown-stats'
import { describePlaceholder, findPlaceholders } from './placeholders'
import { referenceProblems } from './references'
import { declaration, kindNames, type Entry, type KindContext, type KindName, type PublicationStatus } from './kinds'
import { reservedSlugs } from './routes'
import { blogCategories, dataFiles, industries, slug as slugSchema, type DataFileName } from './schema'
import { slugify } from './slugify'
import { normaliseSource, splitFrontmatter } from './source-text'
import { lineOfField, lineOfKey, parseYaml, writtenPlainValues } from './yaml-source'
import { translationProblems } from './translations'
import { trackedEdition } from './read-tracking'


export type { Entry, KindName, PublicationStatus } from './kinds'
export type Post = Entry<'blog'>
export type DataOf<K extends DataFileName> = z.output<(typeof dataFiles)[K]>

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
  /** The YAML text of `fields`, whose line N is the file's line N */
  yaml?: string
  /** Markdown/MDX files: the whole file (normalised: no byte-order mark, LF line endings), frontmatter included */
  source?: string
  /** Markdown/MDX files: the body's words (countWords), counted once a file (and kept with it, file-memo.ts) */
  words?: number
  /** Passed the schema; an invalid file already has its problems reported */
  valid: boolean
  /** The language it is written in: the default, or the suffix of a translation ("cctv.sw.mdx") */
  lang: Lang
}

export type LoaderOptions = {
  /** Folder holding the content kinds; default <cwd>/content */
  root?: string
  /** Include drafts and scheduled posts (preview builds) */
  preview?: boolean
  /** "Today" for scheduling, YYYY-MM-DD; default the current UTC date */
  today?: string
}

export function contentRoot(options: LoaderOptions = {}): string {
  return path.resolve(options.root ?? process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'))
}

function repoRelative(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/')
}

function todayUtc(): string {
  return process.env.SITE_TODAY ?? new Date().toISOString().slice(0, 10)
}

/**
 * `value` with each number or true/false the schema wanted as text replaced by the text the writer typed
 * (`value: 150`, `phone: 0712345678` with its leading 0), or undefined when there is none.
 */
function withTextAsWritten(value: unknown, issues: z.core.$ZodIssue[], yaml: string): unknown {
  const wantText = issues.filter((issue) => issue.code === 'invalid_type' && issue.expected === 'string' && ['number', 'boolean'].includes(typeof issue.input)).map((issue) => issue.path)
  if (!wantText.length) return undefined
  const written = writtenPlainValues(yaml, wantText)
  if (!written.size) return undefined
  const copy = structuredClone(value) as Record<PropertyKey, unknown>
  for (const [at, text] of written) {
    const parent = at.slice(0, -1).reduce<Record<PropertyKey, unknown>>((node, key) => node[key] as Record<PropertyKey, unknown>, copy)
    parent[at.at(-1)!] = text
  }
  return copy
}

type ValidateOptions = {
  /** The text the value was parsed from, whose line N is the file's line N: problems get their line, and a text field may hold a value written without quotes. */
  yaml?: string
  /** What a problem of the whole value names (a slug, a file name). */
  field?: string
  /** Fields still holding a placeholder, reported as such already. */
  placeholders?: Set<string>
  /** Receives the value with its unquoted text fields as text (what the file says, for the checks that compare files), when there were any. */
  asWritten?: (value: unknown) => void
}

/** Validates, reporting each issue with its field path. */
function validate<S extends z.ZodType>(schema: S, value: unknown, file: string, problems: ContentProblem[], options: ValidateOptions = {}): z.output<S> | undefined {
  const { yaml, field, placeholders = new Set<string>(), asWritten } = options
  let result = schema.safeParse(value, { reportInput: true })
  const withText = !result.success && yaml !== undefined ? withTextAsWritten(value, result.error.issues, yaml) : undefined
  if (withText !== undefined) {
    result = schema.safeParse(withText, { reportInput: true })
    asWritten?.(withText)
  }
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    // a field still holding its placeholder is reported once, as a placeholder
    if (placeholders.has(issue.path.join('.'))) continue
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const at = [...issue.path, key]
        problems.push({ file, line: yaml === undefined ? undefined : lineOfKey(yaml, issue.path, key), where: at.join('.'), message: unknownFieldMessage(key, schema, issue.path) })
      }
      continue
    }
    const line = yaml !== undefined && issue.path.length ? lineOfField(yaml, issue.path) : undefined
    problems.push({ file, line, where: issue.path.length ? issue.path.join('.') : field, message: describeIssue(issue) })
  }
  return undefined
}

/** A slug, or a problem that also gives the name it could be ("rename the file my-new-post.md", "write slug: my-post"). */
function checkedSlug(value: unknown, file: string, problems: ContentProblem[], fileName?: string): string | undefined {
  const before = problems.length
  const slug = validate(slugSchema, value, file, problems, { field: fileName === undefined ? 'slug' : 'file name' })
  const suggested = typeof value === 'string' ? slugify(value) : ''
  const problem = problems.length > before ? problems.at(-1) : undefined
  if (problem && suggested) problem.message += fileName === undefined ? `; write slug: ${suggested}` : `; rename the file ${fileName.replace(String(value), suggested)}`
  return slug
}

type Parsed = { data: Record<string, unknown>; body: string; source: string; yaml: string; bodyLine: number }

/** Reads a file the layout listed as a regular file; a read error becomes a problem, never an exception. */
function readText(absolute: string, problems: ContentProblem[]): string | undefined {
  try {
    return normaliseSource(fs.readFileSync(absolute, 'utf8'))
  } catch (error) {
    problems.push({ file: repoRelative(absolute), message: `could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` })
    return undefined
  }
}

/** A file's text split and its frontmatter parsed; `kept`: its frontmatter as the file memo kept it, not parsed again. */
function parseSource(file: string, source: string, problems: ContentProblem[], kept?: Record<string, unknown>): Parsed | undefined {
  const split = splitFrontmatter(source)
  if (!split.ok) {
    problems.push({ file, where: `${split.line}:1`, message: split.message })
    return undefined
  }
  const parsed = kept ? { ok: true as const, value: kept } : parseYaml(split.yaml, file)
  if (!parsed.ok) {
    problems.push(parsed.problem)
    return undefined
  }
  const data = parsed.value
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    problems.push({ file, message: 'the frontmatter must be a list of "field: value" lines between two --- lines' })
    return undefined
  }
  return { data: data as Record<string, unknown>, body: split.body, source, yaml: split.yaml, bodyLine: split.bodyLine }
}

function status(data: { draft?: boolean; date?: string }, today: string): PublicationStatus {
  if (data.draft) return 'draft'
  if (data.date && data.date > today) return 'scheduled'
  return 'published'
}

/** The files of one kind, validated: entries as the schema gives them plus the loader's meta fields. */
function readKind(name: KindName, files: string[], lang: Lang, options: LoaderOptions, problems: ContentProblem[], sources: SourceFile[], memo?: FileMemo): Record<string, unknown>[] {
  const { schema, bodyRequired, translated } = declaration(name)
  const reserved = reservedSlugs(name)
  const today = options.today ?? todayUtc()
  const entries: Record<string, unknown>[] = []
  const seen = new Map<string, string>()
  for (const absolute of files) {
    const file = repoRelative(absolute)
    if (lang !== defaultLang && !translated) {
      problems.push({ file, message: `content/${name} has no translations (only ${kindNames.filter((kind) => declaration(kind).translated).join(', ')} do); remove this file` })
      continue
    }
    const text = readText(absolute, problems)
    if (text === undefined) continue
    // a file this code has already parsed and validated, with no problem: only its slug is checked again
    const kept = memo?.get(name, text)
    const parsed = parseSource(file, text, problems, kept?.fields)
    if (!parsed) continue
    const before = problems.length
    const { slug: slugField, ...frontmatter } = parsed.data
    // a translation has its English file's slug: "cctv.sw.mdx" is the Swahili page of "cctv"
    const fileSlug = path.basename(translationOf(absolute)?.base ?? absolute).replace(/\.(md|mdx)$/, '')
    const slug = slugField === undefined ? checkedSlug(fileSlug, file, problems, path.basename(absolute)) : checkedSlug(slugField, file, problems)
    if (slug !== undefined && reserved.has(slug)) {
      problems.push({ file, where: slugField === undefined ? 'file name' : 'slug', message: `slug "${slug}" is reserved: the site's own page ${reserved.get(slug)} lives there; choose another ${slugField === undefined ? 'file name' : 'slug'}` })
    }
    const placeholders = kept ? [] : findPlaceholders(frontmatter, parsed.body)
    for (const hit of placeholders) {
      const line = hit.bodyLine === undefined ? lineOfField(parsed.yaml, hit.where.split('.')) : parsed.bodyLine - 1 + hit.bodyLine
      problems.push({ file, line, where: hit.bodyLine === undefined ? hit.where : undefined, message: describePlaceholder(hit) })
    }
    const fileProblems = problems.length
    let fields = parsed.data
    const data = kept
      ? kept.data
      : validate(schema, frontmatter, file, problems, {
          yaml: parsed.yaml,
          placeholders: new Set(placeholders.map((hit) => hit.where)),
          asWritten: (written) => (fields = { ...parsed.data, ...(written as object) }),
        })
    if (bodyRequired && !parsed.body.trim()) problems.push({ file, where: 'body', message: 'the body is empty; write the text below the closing ---' })
    const words = kept ? kept.words : countWords(parsed.body)
    // kept when the file itself has no problem (placeholders, schema, body); its slug is checked at every build
    if (!kept && data !== undefined && !placeholders.length && problems.length === fileProblems) memo?.set(name, text, { fields, data, words })
    const source: SourceFile = { file, folder: name, slug: typeof slugField === 'string' ? slugField : fileSlug, fields, yaml: parsed.yaml, source: parsed.source, words, valid: false, lang }
    sources.push(source)
    if (slug === undefined || data === undefined || problems.length > before) continue
    const earlier = seen.get(slug)
    if (earlier) {
      problems.push({ file, where: 'slug', message: `slug "${slug}" is already used by ${earlier}` })
      continue
    }
    seen.set(slug, file)
    source.valid = true
    entries.push({ ...(data as object), slug, file, body: parsed.body, bodyLine: parsed.bodyLine, words, status: status(data as { draft?: boolean; date?: string }, today) })
  }
  return entries
}

/** The kind's published entries (all of them in a preview build), with their derived fields, in the kind's order. */
function publish(name: KindName, entries: Record<string, unknown>[], names: KindContext['names'], options: LoaderOptions): unknown[] {
  const kind = declaration(name)
  const context: KindContext = { today: options.today ?? todayUtc(), names }
  return entries
    .filter((entry) => options.preview || !kind.published || kind.published(entry as never))
    .map((entry) => (kind.derive ? { ...entry, ...kind.derive(entry as never, context) } : entry))
    .sort(kind.order as (a: unknown, b: unknown) => number)
}

/** Each fixed value named as written, when the edition's strings could not be read. */
const identityNames: KindContext['names'] = {
  categories: Object.fromEntries(blogCategories.map((name) => [name, name])) as KindContext['names']['categories'],
  industries: Object.fromEntries(industries.map((name) => [name, name])) as KindContext['names']['industries'],
}

export type Content = { [K in KindName]: Entry<K>[] } & {
  data: { [K in DataFileName]: DataOf<K> }
  /** The edition's language: its entries are the translated ones, its data files the translations where they exist. */
  lang: Lang
  /** The data files this edition has in its own language (all of them in the default one). */
  translatedData: Set<DataFileName>
}

/** A data file's translation: "pages/home.yaml" in Swahili is "pages/home.sw.yaml". */
const dataFileIn = (name: string, lang: Lang) => (lang === defaultLang ? name : name.replace(/\.yaml$/, `.${lang}.yaml`))

/** Data files in `lang`; one without a translation is the default language's (`fallback`). */
function readData(present: Set<string>, lang: Lang, fallback: Content['data'] | undefined, options: LoaderOptions, problems: ContentProblem[], sources: SourceFile[], memo?: FileMemo): Pick<Content, 'data' | 'translatedData'> {
  const out: Record<string, unknown> = {}
  const translatedData = new Set<DataFileName>()
  for (const [english, schema] of Object.entries(dataFiles)) {
    const name = dataFileIn(english, lang)
    if (fallback && !present.has(name)) {
      out[english] = fallback[english as DataFileName]
      continue
    }
    translatedData.add(english as DataFileName)
    const absolute = path.join(contentRoot(options), name)
    const file = repoRelative(absolute)
    if (!present.has(name)) {
      // a link or a folder by this name is already reported by the layout
      if (!fs.lstatSync(absolute, { throwIfNoEntry: false })) problems.push({ file, message: 'this data file is missing' })
      continue
    }
    const text = readText(absolute, problems)
    if (text === undefined) continue
    const yaml = text
    // a data file this code has already parsed and validated, with no problem (file-memo.ts), under its own kind
    const kind = `data file ${english}`
    const kept = memo?.get(kind, text)
    const parsed = kept ? { ok: true as const, value: kept.fields } : parseYaml(yaml, file)
    if (!parsed.ok) {
      problems.push(parsed.problem)
      continue
    }
    const before = problems.length
    let fields = parsed.value
    out[english] = kept ? kept.data : validate(schema as z.ZodType, parsed.value, file, problems, { yaml, asWritten: (written) => (fields = written) })
    if (!kept && out[english] !== undefined && problems.length === before) memo?.set(kind, text, { fields: fields as Record<string, unknown>, data: out[english], words: 0 })
    sources.push({ file, folder: path.posix.dirname(name), fields, yaml, valid: out[english] !== undefined, lang })
  }
  return { data: out as Content['data'], translatedData }
}

export type CollectedContent = {
  /** Only the entries and data files that passed validation: the default language's edition */
  content: Content
  /** Every language's edition (the default one is `content`) */
  editions: Record<Lang, Content>
  problems: ContentProblem[]
  sources: SourceFile[]
}

/** Reads and validates everything under content/, collecting problems instead of throwing. */
export function collectContent(options: LoaderOptions = {}): CollectedContent {
  const sources: SourceFile[] = []
  const layout = readContentLayout(contentRoot(options), kindNames, Object.keys(dataFiles), repoRelative)
  const problems = layout.problems
  const editions: Record<Lang, Content> = {}
  const languageOf = (file: string) => translationOf(path.basename(file))?.lang ?? defaultLang
  const memo = fileMemo()
  for (const lang of langs) {
    const result: Record<string, unknown> = { lang }
    const data = readData(layout.dataFiles, lang, editions[defaultLang]?.data, options, problems, sources, memo)
    // a failed strings table is reported already; entries then name fixed values by themselves
    const names = data.data['strings/interface.yaml']?.names ?? identityNames
    for (const name of kindNames) {
      const files = (layout.entries.get(name) ?? []).filter((file) => languageOf(file) === lang)
      result[name] = publish(name, readKind(name, files, lang, options, problems, sources, memo), names, options)
    }
    Object.assign(result, data)
    const content = result as Content
    problems.push(...referenceProblems(content, repoRelative(contentRoot(options))))
    editions[lang] = content
  }
  problems.push(...translationProblems(sources))
  memo?.save()
  return { content: editions[defaultLang]!, editions, problems, sources }
}

/** Loads, validates and normalises everything under content/. Throws one ContentError listing every problem. */
export function loadEditions(options: LoaderOptions = {}): Record<Lang, Content> {
  const { editions, problems } = collectContent(options)
  if (problems.length) throw new ContentError(problems)
  return editions
}

/** loadEditions() for one language, the default one unless `options.lang` names another. */
export function loadContent(options: LoaderOptions & { lang?: Lang } = {}): Content {
  const edition = loadEditions(options)[options.lang ?? defaultLang]
  if (!edition) throw new Error(`"${options.lang}" is not a language of the site (site.config.ts languages)`)
  return edition
}

let cached: { key: string; editions: Record<Lang, Content> } | undefined

/** What getContent() is loaded for: the content folder, preview mode, the day, the dev server's generation. */
function contentKey(): string {
  const options: LoaderOptions = { preview: process.env.CONTENT_PREVIEW === '1' }
  return `${contentRoot(options)}|${options.preview}|${todayUtc()}|${generation.kileleContentGeneration ?? 0}`
}

/** Content already loaded and checked by the build, handed to a prerender worker (scripts/prerender-worker.mjs). */
export type ContentSnapshot = { key: string; editions: Record<Lang, Content> }

/** The snapshot of `editions`, which must have been loaded as getContent() would load them in this environment. */
export function contentSnapshotOf(editions: Record<Lang, Content>): ContentSnapshot {
  return { key: contentKey(), editions }
}

const handedOver = globalThis as { kileleContentSnapshot?: ContentSnapshot }

/**
 * Bumped by the dev server when a content file changes. Kept on globalThis because the dev server's copy of
 * this module and the one rendering pages (Vite's SSR module graph) are different instances.
 */
const generation = globalThis as { kileleContentGeneration?: number }
export function invalidateContent(): void {
  generation.kileleContentGeneration = (generation.kileleContentGeneration ?? 0) + 1
}

/**
 * One language's edition (the default one without `lang`), loaded once per process, configuration and content
 * generation: every prerendered page shares it. A page gets its language from pageContext.lang.
 */
export function getContent(lang: Lang = defaultLang): Content {
  const key = contentKey()
  // a snapshot counts only when it was taken for the same folder, options and day
  if (cached?.key !== key && handedOver.kileleContentSnapshot?.key === key) cached = handedOver.kileleContentSnapshot
  if (cached?.key !== key) cached = { key, editions: loadEditions({ preview: process.env.CONTENT_PREVIEW === '1' }) }
  const edition = cached.editions[lang]
  if (!edition) throw new Error(`"${lang}" is not a language of the site (site.config.ts languages)`)
  // in a prerender worker, behind the proxies that note what each page reads (read-tracking.ts)
  return trackedEdition(edition)
}
