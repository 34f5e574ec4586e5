/**
 * A whitepaper's PDF, made from the same MDX file as its page: a title page (title, description, company
 * from site.config.ts), then the body rendered from the Markdown syntax tree (parsed with the build's own
 * remark plugin list) with headings, paragraphs, lists, callouts, and a footer with page numbers.
 * pdfkit, standard fonts only: no browser, no font files, nothing downloaded. Build-time only.
 *
 * Why the card's page count can be trusted: Vike renders /resources (whose card states the page count and
 * size) before the post-build step writes the PDFs, and in another process. So both call this one function,
 * which is deterministic: the same file always gives the same bytes (the creation date is the paper's own
 * date, and pdfkit derives the document id from that info). /resources' +data renders each PDF once to read
 * its page count and size; scripts/write-resources.ts writes it. Within a process the result is memoised, and
 * between processes and builds it is kept in the build cache, so each paper is rendered once while it is
 * unchanged. tests/resources.test.ts compares the built files with the built cards.
 */
import type { BlockContent, DefinitionContent, List, ListItem, PhrasingContent, Root, RootContent } from 'mdast'
import { site } from '../../site.config'
import { diskCache } from '../cache/disk-cache'
import type { Whitepaper } from '../content/schema'
import { formatDate } from '../dates'
import { contentParsers as parsers, formatOf } from '../markdown/parsers'

export type WhitepaperSource = Pick<Whitepaper, 'title' | 'description' | 'category' | 'date'> & { file: string; body: string }
export type RenderedPdf = { bytes: Buffer; pages: number }

/** The print palette: the site's navy, blue and amber (components/theme.ts; lib/ does not import components/). */
const colors = { navy: '#0B1F3A', primary: '#1D4ED8', accent: '#F5B700', text: '#1E293B', muted: '#475569', rule: '#CBD5E1', tint: '#EFF6FF' }
const fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', boldItalic: 'Helvetica-BoldOblique', code: 'Courier' }
const MARGIN = 64
const FOOTER = 40

/**
 * The standard PDF fonts cover Windows-1252 only; pdfkit would print any other character as garbage.
 * Typographic characters of that set pass; a few common others get their plain equivalent.
 */
const WIN_ANSI_EXTRA = '\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178'
const REPLACEMENTS: Record<string, string> = { '\u2192': '->', '\u2190': '<-', '\u2264': '<=', '\u2265': '>=', '\u2212': '-', '\u00a0': ' ', '\u2011': '-' }
export function printable(text: string): string {
  return [...text].map((c) => (c.charCodeAt(0) < 256 || WIN_ANSI_EXTRA.includes(c) ? c : (REPLACEMENTS[c] ?? '?'))).join('')
}

function parse(file: string, body: string): Root {
  const parser = parsers[formatOf(file)]
  return parser.runSync(parser.parse(body)) as Root
}

type Run = { text: string; font: string; link?: string }

/** Inline content as runs of text, each in one font. */
function runs(nodes: PhrasingContent[], font = fonts.regular, link?: string): Run[] {
  const out: Run[] = []
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        out.push({ text: node.value.replace(/\s*\n\s*/g, ' '), font, link })
        break
      case 'strong':
        out.push(...runs(node.children, font === fonts.italic ? fonts.boldItalic : fonts.bold, link))
        break
      case 'emphasis':
        out.push(...runs(node.children, font === fonts.bold ? fonts.boldItalic : fonts.italic, link))
        break
      case 'inlineCode':
        out.push({ text: node.value, font: fonts.code, link })
        break
      case 'link':
        out.push(...runs(node.children, font, node.url))
        break
      case 'break':
        out.push({ text: '\n', font, link })
        break
      default:
        if ('children' in node) out.push(...runs(node.children as PhrasingContent[], font, link))
        else if ('value' in node && typeof node.value === 'string') out.push({ text: node.value, font, link })
    }
  }
  return out
}

class Writer {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly width: number,
  ) {}

  /** One paragraph of runs at the current position, indented by `indent`. */
  paragraph(items: Run[], { indent = 0, size = 11, color = colors.text, gap = 0.6 } = {}) {
    const doc = this.doc
    const parts = items.filter((r) => r.text !== '')
    if (!parts.length) return
    doc.fontSize(size).fillColor(color)
    const x = doc.page.margins.left + indent
    parts.forEach((run, i) => {
      const last = i === parts.length - 1
      doc.font(run.font).fillColor(run.link ? colors.primary : color)
      const options = { continued: !last, lineGap: 3, link: run.link ?? null, underline: Boolean(run.link) }
      if (i === 0) doc.text(printable(run.text), x, doc.y, { ...options, width: this.width - indent })
      else doc.text(printable(run.text), options)
    })
    doc.fillColor(colors.text)
    doc.moveDown(gap)
  }

  heading(text: string, depth: number) {
    const doc = this.doc
    const size = depth <= 2 ? 17 : depth === 3 ? 13.5 : 12
    // Keep a heading with the first lines of its section.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage()
    doc.moveDown(depth <= 2 ? 0.8 : 0.4)
    doc.font(fonts.bold).fontSize(size).fillColor(depth <= 2 ? colors.navy : colors.primary)
    doc.text(printable(text), doc.page.margins.left, doc.y, { width: this.width })
    doc.moveDown(0.4)
    doc.fillColor(colors.text)
  }

  list(node: List, indent: number) {
    node.children.forEach((item, i) => this.listItem(item, node.ordered ? `${(node.start ?? 1) + i}.` : '\u2022', indent))
    this.doc.moveDown(0.3)
  }

  listItem(item: ListItem, marker: string, indent: number) {
    const doc = this.doc
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage()
    const y = doc.y
    doc.font(fonts.regular).fontSize(11).fillColor(colors.muted)
    doc.text(marker, doc.page.margins.left + indent, y, { width: 18, lineBreak: false })
    doc.y = y
    item.children.forEach((child, i) => {
      if (child.type === 'paragraph') this.paragraph(runs(child.children), { indent: indent + 20, gap: i === item.children.length - 1 ? 0.25 : 0.4 })
      else this.block(child, indent + 20)
    })
  }

  callout(kind: string, children: (BlockContent | DefinitionContent)[]) {
    const doc = this.doc
    const label = kind.charAt(0).toUpperCase() + kind.slice(1)
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage()
    doc.moveDown(0.2)
    const top = doc.y
    const page = doc.page
    doc.font(fonts.bold).fontSize(10).fillColor(kind === 'warning' ? '#92400E' : colors.primary)
    doc.text(printable(label.toUpperCase()), page.margins.left + 16, top + 8, { width: this.width - 24, characterSpacing: 0.8 })
    doc.moveDown(0.3)
    for (const child of children) {
      if (child.type === 'paragraph') this.paragraph(runs(child.children), { indent: 16, size: 10.5, gap: 0.3 })
      else this.block(child, 16)
    }
    // The bar beside the callout, when it stayed on one page.
    if (doc.page === page) {
      doc.rect(page.margins.left, top, 4, doc.y - top + 4).fill(kind === 'warning' ? colors.accent : colors.primary)
      doc.fillColor(colors.text)
    }
    doc.y += 4
    doc.moveDown(0.6)
  }

  block(node: RootContent, indent = 0) {
    const doc = this.doc
    switch (node.type) {
      case 'heading':
        return this.heading(runs(node.children).map((r) => r.text).join(''), node.depth)
      case 'paragraph':
        return this.paragraph(runs(node.children), { indent })
      case 'list':
        return this.list(node, indent)
      case 'blockquote':
        for (const child of node.children) this.block(child, indent + 16)
        return
      case 'code':
        doc.font(fonts.code).fontSize(9.5).fillColor(colors.text)
        doc.text(node.value, doc.page.margins.left + indent, doc.y, { width: this.width - indent })
        doc.moveDown(0.6)
        return
      case 'thematicBreak': {
        const y = doc.y + 4
        doc.moveTo(doc.page.margins.left, y).lineTo(doc.page.margins.left + this.width, y).strokeColor(colors.rule).stroke()
        doc.moveDown(1)
        return
      }
      case 'table':
        for (const row of node.children) {
          const cells = row.children.map((cell) => runs(cell.children).map((r) => r.text).join(''))
          this.paragraph([{ text: cells.join('  |  '), font: row === node.children[0] ? fonts.bold : fonts.regular }], { indent, size: 10, gap: 0.2 })
        }
        doc.moveDown(0.4)
        return
      case 'mdxJsxFlowElement':
        if (node.name === 'Callout') {
          const kind = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'kind')?.value
          return this.callout(typeof kind === 'string' ? kind : 'note', node.children as BlockContent[])
        }
        for (const child of node.children) this.block(child as RootContent, indent)
        return
      default:
        // html, yaml (frontmatter), definitions, MDX comments: nothing to print
        return
    }
  }
}

function titlePage(doc: PDFKit.PDFDocument, paper: WhitepaperSource, width: number) {
  const left = doc.page.margins.left
  doc.rect(0, 0, doc.page.width, 220).fill(colors.navy)
  doc.rect(0, 220, doc.page.width, 6).fill(colors.accent)
  doc.font(fonts.bold).fontSize(14).fillColor('#FFFFFF').text(printable(site.name), left, 72, { width })
  doc.font(fonts.regular).fontSize(10.5).fillColor('#CBD5E1').text(printable(`${paper.category.toUpperCase()}  |  WHITEPAPER`), left, 96, { width, characterSpacing: 1 })
  doc.font(fonts.bold).fontSize(28).fillColor(colors.navy).text(printable(paper.title), left, 290, { width, lineGap: 4 })
  doc.moveDown(0.8)
  doc.font(fonts.regular).fontSize(13).fillColor(colors.muted).text(printable(paper.description), { width, lineGap: 4 })
  doc.moveDown(1.2)
  doc.font(fonts.regular).fontSize(11).fillColor(colors.text).text(printable(formatDate(paper.date)), { width })
  const bottom = doc.page.height - doc.page.margins.bottom - 60
  doc.moveTo(left, bottom).lineTo(left + width, bottom).strokeColor(colors.rule).stroke()
  doc.font(fonts.bold).fontSize(10.5).fillColor(colors.navy).text(printable(site.name), left, bottom + 14, { width })
  doc.font(fonts.regular).fontSize(10).fillColor(colors.muted)
  doc.text(printable(`${site.address.street}, ${site.address.city}, ${site.address.country}  |  ${site.email}  |  ${site.phone}  |  ${site.url.replace(/^https?:\/\//, '')}`), { width })
}

function footers(doc: PDFKit.PDFDocument, paper: WhitepaperSource, width: number) {
  const range = doc.bufferedPageRange()
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const bottom = doc.page.margins.bottom
    // Writing below the bottom margin would start a new page: lift the margin while the footer is written.
    doc.page.margins.bottom = 0
    const y = doc.page.height - FOOTER
    doc.font(fonts.regular).fontSize(8.5).fillColor(colors.muted)
    doc.text(printable(`${site.name}  |  ${paper.title}`), doc.page.margins.left, y, { width: width - 60, lineBreak: false, ellipsis: true })
    doc.text(`${i + 1} / ${range.count}`, doc.page.margins.left + width - 60, y, { width: 60, align: 'right', lineBreak: false })
    doc.page.margins.bottom = bottom
  }
}

export async function renderWhitepaperPdf(paper: WhitepaperSource): Promise<RenderedPdf> {
  // pdfkit and its fonts' code take about 0.18 s to load: only a build that writes a PDF loads them, not every
  // prerender worker (whose pages state a PDF's size from the build cache)
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + 8 },
    bufferPages: true,
    // Deterministic bytes: a fixed creation date (pdfkit derives the file id from the info dictionary).
    info: { Title: printable(paper.title), Author: printable(site.name), Subject: printable(paper.description), Creator: printable(site.name), Producer: 'PDFKit', CreationDate: new Date(`${paper.date}T00:00:00Z`) },
    lang: 'en-KE',
    displayTitle: true,
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - MARGIN * 2
  titlePage(doc, paper, width)
  doc.addPage()
  const writer = new Writer(doc, width)
  const tree = parse(paper.file, paper.body)
  for (const node of tree.children) writer.block(node)
  footers(doc, paper, width)
  const pages = doc.bufferedPageRange().count
  doc.end()
  return { bytes: await done, pages }
}

const memo = new Map<string, Promise<RenderedPdf>>()
/** The PDFs of earlier builds: the build's process writes each file and every prerender worker states its pages and size. */
const built = diskCache('whitepaper-pdfs')

/** renderWhitepaperPdf, once per process for the same file and text, and once a build while the build cache holds it. */
export function whitepaperPdf(paper: WhitepaperSource): Promise<RenderedPdf> {
  const key = JSON.stringify([paper.file, paper.title, paper.description, paper.category, paper.date, paper.body])
  let pdf = memo.get(key)
  if (!pdf) memo.set(key, (pdf = fromBuildCache(key) ?? renderWhitepaperPdf(paper).then((rendered) => toBuildCache(key, rendered))))
  return pdf
}

function fromBuildCache(key: string): Promise<RenderedPdf> | undefined {
  const bytes = built.getBytes(key)
  const pages = Number(built.get(`${key}\0pages`))
  return bytes && Number.isInteger(pages) && pages > 0 ? Promise.resolve({ bytes, pages }) : undefined
}

function toBuildCache(key: string, pdf: RenderedPdf): RenderedPdf {
  built.setBytes(key, pdf.bytes)
  built.set(`${key}\0pages`, String(pdf.pages))
  return pdf
}

/** "184 KB": the size a download link states. */
export function fileSize(bytes: number): string {
  return bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`
}
