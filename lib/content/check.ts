/**
 * Every content check, without building the site: the loader's schema checks, then per file the MDX
 * syntax, the components it uses, and every internal link and image (Markdown and frontmatter) against the
 * routes the build will write and the files in public/. Used by `npm run check` and the build's first step.
 */
import fs from 'node:fs'
import path from 'node:path'
import { cacheWritesBelow } from '../cache/disk-cache'
import { inspectBody, type Place } from '../markdown/body'
import { formatOf } from '../markdown/parsers'
import { schemeOf } from '../markdown/safe-url'
import { eachString } from './each-string'
import { closestKey } from './field-messages'
import { ContentError, type ContentProblem } from './errors'
import { collectContent, type Content, type LoaderOptions, type SourceFile } from './loader'
import { lineOfField } from './yaml-source'
import { publicFileProblems } from './public-files'
import { splitFrontmatter } from './source-text'
import type { Lang } from '../editions'
import { kindNames, type KindName } from './kinds'
import { entryFiles, generatedFiles, siteRoutes, translatedAddresses, type RoutedContent } from './routes'
import { writingRuleProblems } from './writing-rules'

export type CheckOptions = LoaderOptions & {
  /** Folder of static files served at the site root; default <cwd>/public */
  publicDir?: string
}

export type CheckResult = { content: Content; editions: Record<Lang, Content>; problems: ContentProblem[] }

const imageExtension = /\.(svg|png|jpe?g|webp|avif|gif)$/i

/** Runs every check and returns all problems of all files (none thrown). */
export async function checkContent(options: CheckOptions = {}): Promise<CheckResult> {
  const { content, editions, problems, sources } = collectContent(options)
  const publicDir = path.resolve(options.publicDir ?? 'public')
  // The build copies public/ into the site as the site's own: no link, page, script or scripted picture there
  problems.push(...publicFileProblems(publicDir))
  const routes = linkableRoutes(content, sources)
  // a writer may also name a page of another language by its address (/sw/about)
  for (const address of translatedAddresses(editions)) routes.add(address)
  const targets = new LinkTargets(routes, publicDir)
  for (const source of sources) {
    problems.push(...checkFields(source, targets))
    if (source.source !== undefined) problems.push(...(await checkBody(source, targets)))
    // each body's parse goes to the build cache: a bounded number in flight keeps memory flat
    await cacheWritesBelow(64)
    problems.push(...writingRuleProblems(source))
  }
  // Grouped by file (stable: each file's problems keep their order) so a writer reads one file's list at once.
  return { content, editions, problems: problems.sort((a, b) => a.file.localeCompare(b.file)) }
}

/** checkContent(), throwing one ContentError that lists every problem. */
export async function assertContentValid(options: CheckOptions = {}): Promise<Content> {
  return (await assertEditionsValid(options))[0]
}

/** checkContent(), throwing one ContentError that lists every problem; the default edition and every edition. */
export async function assertEditionsValid(options: CheckOptions = {}): Promise<[Content, Record<Lang, Content>]> {
  const { content, editions, problems } = await checkContent(options)
  if (problems.length) throw new ContentError(problems)
  return [content, editions]
}

/**
 * The routes of valid entries, plus those of invalid files (their own problem is already reported), with
 * every file an entry may have: a link to them is not a second problem.
 */
function linkableRoutes(content: Content, sources: SourceFile[]): Set<string> {
  const failed = (kind: KindName) => sources.filter((s) => !s.valid && s.folder === kind && s.slug).map((s) => ({ slug: s.slug as string }))
  const valid: RoutedContent = content
  const invalid = Object.fromEntries(kindNames.map((kind) => [kind, failed(kind)])) as RoutedContent
  const routed = Object.fromEntries(kindNames.map((kind) => [kind, [...valid[kind], ...invalid[kind]]])) as RoutedContent
  return new Set([...siteRoutes(routed), ...generatedFiles(), ...entryFiles(valid), ...entryFiles(invalid, { assumeAll: true })])
}

class LinkTargets {
  constructor(
    private readonly routes: Set<string>,
    private readonly publicDir: string,
  ) {}

  /** Why `url` does not resolve, or undefined when it does (or is not an internal URL). */
  problem(url: string, kind: 'link' | 'image'): string | undefined {
    if (schemeOf(url) !== undefined || url.startsWith('//') || url.startsWith('#') || url === '') return undefined
    if (!url.startsWith('/')) return this.relativeProblem(url, kind)
    const pathname = safeDecode(url.split(/[?#]/)[0] ?? url)
    if (kind === 'image' || imageExtension.test(pathname)) {
      return this.isPublicFile(pathname) ? undefined : `the image "${url}" does not exist; expected a file at public${pathname}${meant(this.closestPublicFile(pathname))}`
    }
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    if (this.routes.has(route) || this.isPublicFile(pathname)) return undefined
    return `the link "${url}" goes to no page of the site (nor a file in public/)${meant(this.closestRoute(route))}`
  }

  /**
   * A link without its leading / ("blog/my-post", "../images/x.png", "public/images/x.png"), or another site's
   * address without https:// ("www.example.com"), with the address it most likely meant.
   */
  private relativeProblem(url: string, kind: 'link' | 'image'): string {
    if (WEB_ADDRESS.test(url)) return `the link "${url}" has no https://, so it would lead to a page of this site; write https://${url}`
    const image = kind === 'image' || imageExtension.test(url.split(/[?#]/)[0]!)
    const fromRoot = `/${url.replace(/^(?:\.{1,2}\/)+/, '').replace(/^public\//, '')}`
    const found = this.problem(fromRoot, kind) === undefined ? fromRoot : undefined
    return image
      ? `the image "${url}" is relative; write its path from public/, starting with / ("/images/blog/office.jpg")${meant(found)}`
      : `the link "${url}" is relative; write internal links from the site root ("/blog/my-post") and external ones with https://${meant(found)}`
  }

  /**
   * The route closest to `route`: by its last segment among the routes of the same folder (`/blog/<slug>`, where
   * the shared start would make any two slugs look close), or over every route when that folder has none (a typo
   * in the folder: `/blgo/...`).
   */
  private closestRoute(route: string): string | undefined {
    const folder = route.slice(0, route.lastIndexOf('/') + 1)
    const names = [...this.routes].flatMap((other) => (other.length > folder.length && other.startsWith(folder) && !other.includes('/', folder.length) ? [other.slice(folder.length)] : []))
    if (!names.length) return closestKey(route, [...this.routes])
    const name = closestKey(route.slice(folder.length), names)
    return name === undefined ? undefined : folder + name
  }

  /** The file in the same folder of public/ whose name is closest to the one asked for, when one is close enough to be a typo. */
  private closestPublicFile(pathname: string): string | undefined {
    const folder = path.join(this.publicDir, path.posix.dirname(pathname))
    if (!(folder + path.sep).startsWith(this.publicDir + path.sep)) return undefined
    const names = fs.existsSync(folder) ? fs.readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name) : []
    const name = closestKey(path.posix.basename(pathname), names)
    return name === undefined ? undefined : path.posix.join(path.posix.dirname(pathname), name)
  }

  private isPublicFile(pathname: string): boolean {
    const file = path.join(this.publicDir, pathname)
    return file.startsWith(this.publicDir + path.sep) && fs.lstatSync(file, { throwIfNoEntry: false })?.isFile() === true
  }
}

/** Another site's address written without its scheme: "www.example.com", "example.co.ke/page". */
const WEB_ADDRESS = /^(?:www\.[\w-]+(?:\.[\w-]+)+|[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|ke|io|co|africa|info|biz|gov|edu|dev|app))(?:[/?#]|$)/i

/** "; did you mean /blog/my-post?" for a link or image close to one that exists. */
const meant = (target: string | undefined) => (target === undefined ? '' : `; did you mean ${target}?`)

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

/** Internal URLs in frontmatter or data files: any string value starting with "/". */
function checkFields(source: SourceFile, targets: LinkTargets): ContentProblem[] {
  const problems: ContentProblem[] = []
  eachString(source.fields, (value, at) => {
    if (!/^\/(?!\/)\S*$/.test(value)) return
    const kind = at.at(-1)?.toLowerCase().endsWith('image') ? 'image' : 'link'
    const problem = targets.problem(value, kind)
    if (problem) problems.push({ file: source.file, line: source.yaml === undefined ? undefined : lineOfField(source.yaml, at), where: at.join('.'), message: problem })
  })
  return problems
}

async function checkBody(source: SourceFile, targets: LinkTargets): Promise<ContentProblem[]> {
  const split = splitFrontmatter(source.source ?? '')
  // A file without its --- lines has that problem reported by the loader.
  if (!split.ok) return []
  // the parse the page is built from (lib/markdown/body.ts); its places are the body's, shifted to the file's
  const inspection = inspectBody(split.body, formatOf(source.file))
  const problems: ContentProblem[] = []
  const at = (place: Place) => `${place.line + split.bodyLine - 1}:${place.column}`
  if (inspection.syntaxError) {
    problems.push({ file: source.file, where: at(inspection.syntaxError), message: `MDX syntax error: ${inspection.syntaxError.reason}` })
  }
  for (const problem of inspection.dialect) problems.push({ file: source.file, where: at(problem), message: problem.reason })
  for (const link of inspection.links) {
    const problem = targets.problem(link.url, link.kind)
    if (problem) problems.push({ file: source.file, where: at(link), message: problem })
  }
  return problems
}
