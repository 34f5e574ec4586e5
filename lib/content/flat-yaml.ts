/**
 * The frontmatter most files have, read without the yaml library: `field: value` lines and lists of plain values
 * (a post's title, date, author, tags). It returns exactly what the library's `parse` returns for such text (YAML
 * 1.2's core schema), and `undefined` for anything else (a nested group, a comment, a multi-line value, a number
 * other than a small whole one, a tag, an anchor, a field given twice, an unusual character), which the library
 * then parses and, when it is wrong, explains (yaml-source.ts). The library took about 0.6 ms a file: a third of
 * the content check's reading of the 1,000-post copy. flat-yaml.spec.ts compares the two on every content file and
 * on generated text.
 */

/** Words the core schema reads as null or a boolean (and nothing, a list's empty item): never a field's name here, and resolved as values. */
const SPECIAL = new Map<string, null | boolean>([
  ['', null], ['~', null], ['null', null], ['Null', null], ['NULL', null],
  ['true', true], ['True', true], ['TRUE', true], ['false', false], ['False', false], ['FALSE', false],
])

const FIELD = /^([A-Za-z_][\w-]*):(?: +(.*))?$/
const ITEM = /^( *)- +(.*)$/
/** Characters YAML prints as they are, less the byte-order mark and tab: anything else goes to the library. */
const UNUSUAL = /[^\n\x20-\x7E\xA0-\uD7FF\uE000-\uFEFE\uFF00-\uFFFD\u{10000}-\u{10FFFF}]/u
/** What a plain value may not start with (YAML's indicators) */
const INDICATOR = /^[-?:,[\]{}#&*!|>'"%@`]/
/** A plain value that could be a number, a date or an infinity: only those below are read here */
const NUMBER_LIKE = /^[-+.\d]/
const WHOLE = /^(?:0|[1-9]\d{0,14})$/
/** A calendar date: a string in YAML 1.2 (1.1 made it a timestamp) */
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A single-line value as the core schema reads it, or undefined when it is not one of the simple forms. */
function scalar(text: string): unknown {
  const value = text.replace(/ +$/, '')
  if (value.startsWith('"')) return /^"[^"\\]*"$/.test(value) ? value.slice(1, -1) : undefined
  if (value.startsWith("'")) return /^'(?:[^']|'')*'$/.test(value) ? value.slice(1, -1).replace(/''/g, "'") : undefined
  if (SPECIAL.has(value)) return SPECIAL.get(value)
  if (INDICATOR.test(value) || value.includes(': ') || value.includes(' #') || value.endsWith(':')) return undefined
  if (NUMBER_LIKE.test(value)) return WHOLE.test(value) ? Number(value) : DATE.test(value) ? value : undefined
  return value
}

/** `text` as a flat map of values and lists of values, or undefined when it is anything more. */
export function flatYaml(text: string): Record<string, unknown> | undefined {
  if (UNUSUAL.test(text)) return undefined
  const fields: Record<string, unknown> = {}
  const lines = text.split('\n')
  let list: { items: unknown[]; indent: number } | undefined
  let listOwner: string | undefined
  for (const line of lines) {
    if (/^ *$/.test(line)) continue
    const item = ITEM.exec(line)
    if (item) {
      if (listOwner === undefined) return undefined
      const indent = item[1]!.length
      if (list && list.indent !== indent) return undefined
      const value = scalar(item[2]!)
      if (value === undefined) return undefined
      list ??= { items: [], indent }
      list.items.push(value)
      fields[listOwner] = list.items
      continue
    }
    const field = FIELD.exec(line)
    if (!field) return undefined
    const [, name, rest] = field
    if (SPECIAL.has(name!) || name === '__proto__' || Object.hasOwn(fields, name!)) return undefined
    list = undefined
    listOwner = undefined
    if (rest === undefined || /^ *$/.test(rest)) {
      // a list may follow; otherwise the field is empty (null)
      fields[name!] = null
      listOwner = name
      continue
    }
    const value = scalar(rest)
    if (value === undefined) return undefined
    fields[name!] = value
  }
  return Object.keys(fields).length ? fields : undefined
}
