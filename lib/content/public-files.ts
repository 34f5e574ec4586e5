/**
 * What a writer may send in public/: pictures and documents the site shows or links to, published as they are at
 * the site's own address. A file a browser would run there is refused, by the content check and by the build:
 * a page or a script (.html, .js, ...) would be the site's own, trusted by its policy ('self': a page with a
 * script of its own, or a picture pointing at one); an SVG with a script, an event handler, HTML inside it
 * (foreignObject) or a javascript: link runs it when the picture is opened by itself. A raster picture must be
 * one its header says the size of, of at most MAX_PICTURE_PIXELS. A link there could publish any file of the build
 * machine: refused by name (content-files.ts `symlinksBelow`), and not followed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pictureSize } from '../images/intrinsic-size'
import { RASTER } from '../images/variants'
import { unsafeUrlReason } from '../markdown/safe-url'
import { SYMLINK_MESSAGE, symlinksBelow } from './content-files'
import type { ContentProblem } from './errors'

/**
 * Pixels a picture may have: a 48-megapixel phone photo passes. The build decodes every picture whole to make its
 * smaller copies (scripts/lib/image-variants.ts): a 20,000 x 20,000 PNG of 1.2 MB passed the check and stopped the
 * build with sharp's bare "Input image exceeds pixel limit", naming no file.
 */
export const MAX_PICTURE_PIXELS = 50_000_000

/** Files a browser runs or renders as a document of the site, by their extension. */
const RUN_BY_BROWSERS = /\.(html?|xhtml?|shtml|xml|xsl|xslt|js|mjs|cjs|jsx|ts|mts|cts|tsx|wasm|php|swf|svgz)$/i

/** What in an SVG runs when the picture is opened by itself, with what to tell the writer. */
const SVG_CODE: [RegExp, string][] = [
  [/<script\b/i, 'a script (<script>)'],
  [/<foreignObject\b/i, 'HTML inside it (<foreignObject>)'],
  [/<(?:iframe|embed|object|handler|listener)\b/i, 'an element that loads or runs other content'],
  [/\son[a-z]+\s*=/i, 'an event handler (an on... attribute)'],
]

/** Every plain file below `dir`, with its path from the working folder ("public/images/x.svg"); links are not followed. */
function filesBelow(dir: string): { absolute: string; shown: string }[] {
  const found: { absolute: string; shown: string }[] = []
  const visit = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const absolute = path.join(current, entry.name)
      if (entry.isDirectory()) visit(absolute)
      else if (entry.isFile()) found.push({ absolute, shown: path.relative(process.cwd(), absolute).split(path.sep).join('/') })
    }
  }
  if (fs.lstatSync(dir, { throwIfNoEntry: false })?.isDirectory()) visit(dir)
  return found.sort((a, b) => (a.shown < b.shown ? -1 : a.shown > b.shown ? 1 : 0))
}

/** Why an SVG's text would run code when opened by itself, or undefined. */
export function svgCodeReason(svg: string): string | undefined {
  const found = SVG_CODE.find(([pattern]) => pattern.test(svg))
  if (found) return found[1]
  for (const match of svg.matchAll(/\s(?:xlink:)?href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const url = decodeEntities(match[1] ?? match[2] ?? '')
    if (unsafeUrlReason(url)) return `a link that runs code or embeds data (${JSON.stringify(url.slice(0, 40))})`
  }
  return undefined
}

/** Character references as a browser decodes them in an attribute ("java&#x09;script:"). */
function decodeEntities(value: string): string {
  return value.replace(/&#(?:x([\da-f]+)|(\d+));?/gi, (whole, hex: string | undefined, decimal: string | undefined) => {
    const code = parseInt((hex ?? decimal)!, hex ? 16 : 10)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })
}

/** Every symbolic link below `dir`, refused by name. */
const linkProblems = (dir: string): ContentProblem[] => symlinksBelow(dir).map((file) => ({ file, message: SYMLINK_MESSAGE }))

/**
 * Every link in public/, every file there a browser would run at the site's address, and every picture the build
 * cannot copy, with what to do instead.
 */
export function publicFileProblems(publicDir: string): ContentProblem[] {
  const problems = linkProblems(publicDir)
  for (const { absolute, shown: file } of filesBelow(publicDir)) {
    const extension = path.extname(file)
    if (RUN_BY_BROWSERS.test(file)) {
      problems.push({
        file,
        message: `a ${extension} file in public/ would be published as a page or script of the site itself, so it is not accepted; public/ holds pictures (.svg, .png, .jpg, .webp, .avif) and documents the site links to (ask a developer for anything else)`,
      })
      continue
    }
    if (RASTER.test(file)) {
      const reason = pictureProblem(absolute, extension)
      if (reason) problems.push({ file, message: reason })
      continue
    }
    if (extension.toLowerCase() !== '.svg') continue
    let reason: string | undefined
    try {
      reason = svgCodeReason(fs.readFileSync(absolute, 'utf8'))
    } catch {
      reason = 'it cannot be read'
    }
    if (reason) problems.push({ file, message: `this SVG has ${reason}, which would run on the site's own address when the picture is opened by itself; save the picture again as a plain SVG, without scripts` })
  }
  return problems
}

/** Why a picture (.png, .jpg, .webp, .avif) cannot be published as it is, or undefined. Only its header is read. */
function pictureProblem(file: string, extension: string): string | undefined {
  const size = pictureSize(file)
  if (!size) return `this file is named like a picture (${extension}) but is not one that can be read; save it again from an image editor or a phone's gallery`
  const { width, height } = size
  if (width * height <= MAX_PICTURE_PIXELS) return undefined
  const megapixels = Math.round((width * height) / 1_000_000)
  return `this picture is ${width} x ${height} pixels (${megapixels} megapixels), more than the site takes (${MAX_PICTURE_PIXELS / 1_000_000}); the site shows pictures at most 1600 pixels wide: save it about 2000 pixels wide (any image editor's Export or Resize)`
}

/**
 * What stops a build before anything is read (scripts/build.ts, and content-guard when Vite runs), so that it holds
 * with the content check skipped: a link under content/, and what publicFileProblems refuses in public/.
 */
export function writersFolderProblems(contentDir = 'content', publicDir = 'public'): ContentProblem[] {
  return [...linkProblems(contentDir), ...publicFileProblems(publicDir)]
}
