import type { Processor } from 'unified'
import type { Construct, ConstructRecord, Extension, TokenizeContext, Tokenizer } from 'micromark-util-types'
import { markdownLibraries } from './libraries'

/**
 * remark-gfm, with two of its constructs tried only in a document where they can match. micromark tries an email
 * autolink literal at every letter and digit of a text, and a table at the start of every line; on the 1,000
 * generated posts that made 1.3 s of a 3.3 s parse. An email address needs an `@`, and a table's second line is
 * its delimiter row (`| --- | :-: |`), so a document without an `@` is parsed without the email construct, and a
 * table is tried only on a line followed by one that could be a delimiter row, and on the lines after such a row
 * until a blank line (a table's body rows). Everything else is remark-gfm's own: the same syntax in the same
 * order, its mdast and to-markdown extensions. The tree is the same, positions included (gfm.spec.ts compares
 * both on every content file and the edge cases).
 */
export function remarkGfmAsNeeded(this: Processor): void {
  markdownLibraries().remarkGfm.call(this)
  const syntax = this.data('micromarkExtensions')
  const parse = this.parser
  if (!syntax || !parse) throw new Error('remarkGfmAsNeeded must come after remark-parse')
  // remark-gfm's syntax is the last extension it added; remark-parse reads the list at each parse
  const slot = syntax.length - 1
  const everything = syntax[slot]!
  this.parser = (document, file) => {
    syntax[slot] = gfmSyntaxFor(document)
    try {
      return parse(document, file)
    } finally {
      syntax[slot] = everything
    }
  }
}

/** GFM's syntax pieces this module tries apart, made once (with the libraries, at the first parse). */
let pieces: { autolinksWithoutEmail: Extension; table: Construct } | undefined
function gfmPieces(): { autolinksWithoutEmail: Extension; table: Construct } {
  if (pieces) return pieces
  const { gfmAutolinkLiteral, gfmTable } = markdownLibraries()
  const autolinks = gfmAutolinkLiteral().text as ConstructRecord
  const isEmail = (construct: Construct) => construct.name === 'emailAutolink'
  /** www. and http(s):// autolink literals only, at the same characters */
  const autolinksWithoutEmail: Extension = { text: {} }
  for (const [code, constructs] of Object.entries(autolinks)) {
    const kept = [constructs ?? []].flat().filter((construct) => !isEmail(construct))
    if (kept.length) autolinksWithoutEmail.text![code] = kept
  }
  return (pieces = { autolinksWithoutEmail, table: (gfmTable().flow as ConstructRecord).null as Construct })
}

/** GFM's syntax for one document (gfm() of micromark-extension-gfm when everything can occur). */
export function gfmSyntaxFor(document: string): Extension {
  const lines = tableLines(document)
  const { combineExtensions, gfmAutolinkLiteral, gfmFootnote, gfmStrikethrough, gfmTaskListItem } = markdownLibraries()
  return combineExtensions([
    document.includes('@') ? gfmAutolinkLiteral() : gfmPieces().autolinksWithoutEmail,
    gfmFootnote(),
    gfmStrikethrough(),
    ...(lines.size ? [tableOnLines(lines)] : []),
    gfmTaskListItem(),
  ])
}

/**
 * Characters of a line that could be a delimiter row inside any containers: the row's `|`, `:`, `-`, spaces and
 * tabs, and block quote and list markers before it. A wider set than a delimiter row only means more lines tried.
 */
const couldBeDelimiterRow = /^[ \t|:\->*+0-9.)]*-[ \t|:\->*+0-9.)]*$/

/** The lines (1-based, as micromark counts them) where a table could start or go on. */
export function tableLines(document: string): Set<number> {
  const lines = document.split(/\r\n|\r|\n/)
  const found = new Set<number>()
  for (let index = 1; index < lines.length; index++) {
    if (!couldBeDelimiterRow.test(lines[index]!)) continue
    // the head row, the delimiter row and the body rows up to a blank line
    found.add(index)
    for (let row = index; row < lines.length && lines[row]!.trim() !== ''; row++) found.add(row + 1)
  }
  return found
}

function tableOnLines(lines: Set<number>): Extension {
  const { table } = gfmPieces()
  const tokenize: Tokenizer = function (this: TokenizeContext, effects, ok, nok) {
    return lines.has(this.now().line) ? table.tokenize.call(this, effects, ok, nok) : nok
  }
  return { flow: { null: [{ ...table, tokenize }] } }
}
