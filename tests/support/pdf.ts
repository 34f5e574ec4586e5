/**
 * A small PDF reader for tests: the page count from the page tree and the text drawn on a page. Enough for
 * the files pdfkit writes (classic cross-reference table, objects uncompressed, content streams Flate-encoded,
 * text drawn with TJ/Tj from the standard fonts, WinAnsi-encoded), and independent of the library that
 * wrote them, so a test cannot pass because writer and reader share a mistake.
 */
import zlib from 'node:zlib'

export type PdfSummary = { pages: number; pageText: (index: number) => string }

export function readPdf(bytes: Buffer): PdfSummary {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF: no %PDF- header')
  if (!bytes.subarray(-32).toString('latin1').includes('%%EOF')) throw new Error('truncated PDF: no %%EOF')
  const source = bytes.toString('latin1')
  /** The text of object `n`, from "n 0 obj" to "endobj". */
  const object = (n: number): string => {
    const start = source.search(new RegExp(`(^|[\\r\\n])${n} 0 obj\\b`))
    if (start === -1) throw new Error(`object ${n} not found`)
    return source.slice(start, source.indexOf('endobj', start))
  }
  const ref = (dict: string, key: string): number => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1] ?? NaN)
  const root = object(ref(/trailer[\s\S]*?<<([\s\S]*?)>>/.exec(source)?.[1] ?? '', 'Root'))
  /** The leaf pages, in order, walking the page tree from the catalog's /Pages. */
  const leaves = (n: number): number[] => {
    const node = object(n)
    if (/\/Type\s*\/Page\b(?!s)/.test(node)) return [n]
    const kids = /\/Kids\s*\[([^\]]*)\]/.exec(node)?.[1] ?? ''
    return [...kids.matchAll(/(\d+) 0 R/g)].flatMap((m) => leaves(Number(m[1])))
  }
  const pagesNode = object(ref(root, 'Pages'))
  const pages = leaves(ref(root, 'Pages'))
  const declared = Number(/\/Count (\d+)/.exec(pagesNode)?.[1])
  if (declared !== pages.length) throw new Error(`the page tree declares ${declared} pages but holds ${pages.length}`)

  function stream(n: number): string {
    const obj = object(n)
    const start = obj.indexOf('stream') + 'stream'.length
    const data = Buffer.from(obj.slice(start).replace(/^\r?\n/, '').replace(/\r?\nendstream[\s\S]*$/, ''), 'latin1')
    return (/\/Filter\s*\/FlateDecode/.test(obj) ? zlib.inflateSync(data) : data).toString('latin1')
  }

  const hex = (h: string) => Buffer.from(h.replace(/\s/g, ''), 'hex').toString('latin1')
  const literal = (s: string) => s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) => (/^[0-7]/.test(c) ? String.fromCharCode(parseInt(c, 8)) : ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[c] ?? c))
  /** Every string shown by TJ or Tj, each show operation a word group of its own. */
  function pageText(index: number): string {
    const page = object(pages[index]!)
    const contents = /\/Contents\s*\[([^\]]*)\]/.exec(page)?.[1] ?? /\/Contents\s+(\d+ 0 R)/.exec(page)?.[1] ?? ''
    const ops = [...contents.matchAll(/(\d+) 0 R/g)].map((m) => stream(Number(m[1]))).join('\n')
    const shown: string[] = []
    for (const m of ops.matchAll(/\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g)) {
      const parts = m[1] ?? m[2] ?? ''
      shown.push([...parts.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:[^)\\]|\\.)*)\)/g)].map((p) => (p[1] !== undefined ? hex(p[1]) : literal(p[2]!))).join(''))
    }
    return shown.join(' ').replace(/\s+/g, ' ').trim()
  }
  return { pages: pages.length, pageText }
}
