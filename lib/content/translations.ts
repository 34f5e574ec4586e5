/**
 * A translation is its English file in another language (README, Languages): it sits beside it with the
 * language before the extension (services/cctv.sw.mdx, pages/home.sw.yaml) and has the same structure: the
 * same fields, lists of the same length, the same kinds of values, and the same slug and id. Only the words differ.
 */
import fs from 'node:fs'
import { defaultLang, translationOf } from '../editions'
import type { ContentProblem } from './errors'
import { asFlag, asKeywords, asNumber } from './written-values'
import type { SourceFile } from './loader'
import { lineOfField } from './yaml-source'

/** Fields that name the page or the entry, not words: a translation keeps their values. */
const IDENTITY_FIELDS = new Set(['slug', 'id'])

type Difference = { at: (string | number)[]; message: string }

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list'
  if (value === null || value === undefined) return 'empty'
  if (typeof value === 'object') return 'a group of fields'
  if (typeof value === 'string') return 'text'
  if (typeof value === 'number') return 'a number'
  if (typeof value === 'boolean') return 'true or false'
  return typeof value
}

const shown = (at: (string | number)[]) => at.join('.') || 'the file'

const isWordList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string')
const isKeywordLine = (value: unknown): value is string => typeof value === 'string' && value.includes(',')

/**
 * The two values as the schema reads them when they are one value written two ways: `draft: yes` beside
 * `draft: true`, `order: "3"` beside `order: 3`, `tags: backup, SME` beside a list of lines.
 */
function readAlike(english: unknown, translation: unknown): [unknown, unknown] {
  if (typeof english === 'boolean' && typeof asFlag(translation) === 'boolean') return [english, asFlag(translation)]
  if (typeof translation === 'boolean' && typeof asFlag(english) === 'boolean') return [asFlag(english), translation]
  if (typeof english === 'number' && typeof asNumber(translation) === 'number') return [english, asNumber(translation)]
  if (typeof translation === 'number' && typeof asNumber(english) === 'number') return [asNumber(english), translation]
  if (isWordList(english) && isKeywordLine(translation)) return [english, asKeywords(translation)]
  if (isWordList(translation) && isKeywordLine(english)) return [asKeywords(english), translation]
  return [english, translation]
}

/** Where `translation` differs in structure from `english`. */
export function structureDifferences(englishAsWritten: unknown, translationAsWritten: unknown, at: (string | number)[] = []): Difference[] {
  const [english, translation] = readAlike(englishAsWritten, translationAsWritten)
  const expected = kindOf(english)
  const found = kindOf(translation)
  if (expected !== found) return [{ at, message: `is ${found} here but ${expected} in the English file; keep the English structure and translate only the words` }]
  if (Array.isArray(english) && Array.isArray(translation)) {
    const differences: Difference[] = []
    if (english.length !== translation.length) {
      differences.push({ at, message: `has ${translation.length} item${translation.length === 1 ? '' : 's'}; the English file has ${english.length} (a translation keeps every item, in the same order)` })
    }
    for (let i = 0; i < Math.min(english.length, translation.length); i++) differences.push(...structureDifferences(english[i], translation[i], [...at, i]))
    return differences
  }
  if (expected !== 'a group of fields') {
    const key = at.at(-1)
    if (typeof key === 'string' && IDENTITY_FIELDS.has(key) && english !== translation) {
      return [{ at, message: `must be "${String(english)}" as in the English file: it names the page, so a translation keeps it` }]
    }
    return []
  }
  const en = english as Record<string, unknown>
  const tr = translation as Record<string, unknown>
  const differences: Difference[] = []
  for (const key of Object.keys(en)) {
    if (!Object.hasOwn(tr, key)) differences.push({ at: [...at, key], message: 'is missing; the English file has this field (translate its words, keep the field)' })
  }
  for (const key of Object.keys(tr)) {
    if (!Object.hasOwn(en, key)) differences.push({ at: [...at, key], message: 'is not in the English file; a translation has the same fields (remove it, or add it to the English file first)' })
    else differences.push(...structureDifferences(en[key], tr[key], [...at, key]))
  }
  return differences
}

/** Every translation without its English file, or whose structure differs from it. */
export function translationProblems(sources: SourceFile[]): ContentProblem[] {
  const english = new Map(sources.filter((source) => source.lang === defaultLang).map((source) => [source.file, source]))
  const problems: ContentProblem[] = []
  for (const source of sources) {
    if (source.lang === defaultLang) continue
    const base = translationOf(source.file)?.base ?? source.file
    const original = english.get(base)
    if (!original) {
      // an English file that exists but could not be read has its own problem already
      if (!fs.existsSync(base)) {
        problems.push({ file: source.file, message: `is a translation (".${source.lang}"), but its English file ${base} does not exist; a translation sits beside its English file with the same name (rename this file, or add the English one first)` })
      }
      continue
    }
    for (const difference of structureDifferences(original.fields, source.fields)) {
      const line = source.yaml === undefined || difference.at.length === 0 ? undefined : lineOfField(source.yaml, difference.at)
      problems.push({ file: source.file, line, where: shown(difference.at), message: difference.message })
    }
  }
  return problems
}
