/**
 * Schema issues phrased for a writer: an unknown field names the closest known one ("darft: unknown field;
 * did you mean draft?"), an empty required field says it is empty, long option lists are shortened, a value
 * that is not one of the options names the one it most likely meant ("Tech": did you mean "Technology"?), and a
 * date written another way is given back as YYYY-MM-DD (lib/content/date-hint.ts).
 */
import type { z } from 'zod'
import { DATE_FORMAT_MESSAGE, isoDateHint } from './date-hint'

type Def = { type?: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; element?: z.ZodType; in?: z.ZodType; out?: z.ZodType; options?: z.ZodType[] }
const defOf = (schema: z.ZodType | undefined): Def => ((schema as unknown as { _zod?: { def?: Def } })?._zod?.def ?? {})

/** The object shape reached by `at` inside `schema` (through optional, default, array, pipe, union). */
function shapeAt(schema: z.ZodType | undefined, at: PropertyKey[]): Record<string, z.ZodType> | undefined {
  let current = schema
  let rest = [...at]
  for (let guard = 0; current && guard < 64; guard++) {
    const def = defOf(current)
    if (def.innerType) current = def.innerType
    else if (def.type === 'pipe') current = defOf(def.out).type === 'transform' ? def.in : def.out
    else if (def.type === 'union') current = def.options?.find((option) => shapeAt(option, rest)) ?? undefined
    else if (!rest.length) return def.shape
    else if (def.type === 'array') {
      current = def.element
      rest = rest.slice(1)
    } else if (def.shape) {
      const key = String(rest[0])
      current = Object.hasOwn(def.shape, key) ? def.shape[key] : undefined
      rest = rest.slice(1)
    } else return undefined
  }
  return undefined
}

/** Edit distance with transpositions ("darft" -> "draft" is 1). */
export function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
    }
  }
  return d[a.length]![b.length]!
}

/**
 * The longest name a suggestion is looked for: the distance costs the product of the two lengths, and a file may
 * hold a value of any length (a link of 100,000 characters against 1,400 routes would hold the check for minutes).
 */
const SUGGESTED_UP_TO = 200

/** The known key closest to `key`, when it is close enough to be a typo. */
export function closestKey(key: string, known: string[]): string | undefined {
  if (key.length > SUGGESTED_UP_TO) return undefined
  const lower = key.toLowerCase()
  let best: { key: string; score: number } | undefined
  for (const candidate of known) {
    if (candidate.length > SUGGESTED_UP_TO) continue
    const score = distance(lower, candidate.toLowerCase())
    if (!best || score < best.score) best = { key: candidate, score }
  }
  return best && best.score <= Math.max(1, Math.floor(Math.max(key.length, best.key.length) / 3)) ? best.key : undefined
}

/** "did you mean draft?" or the list of fields the object takes. */
export function unknownFieldMessage(key: string, schema: z.ZodType, parent: PropertyKey[]): string {
  const known = Object.keys(shapeAt(schema, parent) ?? {})
  const meant = closestKey(key, known)
  if (meant) return `unknown field; did you mean ${meant}?`
  return known.length ? `unknown field; the fields here are ${known.join(', ')}` : 'unknown field'
}

/**
 * The option a writer most likely meant by `found`: the same word in another case ("cloud"), the only option that
 * starts with it ("Tech", three letters at least), or the closest when it is close enough to be a typo ("Clound").
 */
export function closestOption(found: string, options: string[]): string | undefined {
  const lower = found.trim().toLowerCase()
  if (!lower) return undefined
  const same = options.find((option) => option.toLowerCase() === lower)
  if (same) return same
  const starting = lower.length >= 3 ? options.filter((option) => option.toLowerCase().startsWith(lower)) : []
  if (starting.length === 1) return starting[0]
  return closestKey(found.trim(), options)
}

const LISTED_OPTIONS = 8

/** Zod's "Invalid input: expected boolean, received string", said as what to write. */
const EXPECTED_TYPE: Record<string, string> = {
  boolean: 'must be true or false',
  number: 'must be a number',
  string: 'must be text; put the value in double quotes',
  array: 'must be a list: one "- item" line each under the field, or [first, second] after the colon',
  object: 'must be a group of fields, each on its own line, indented under this one',
}
const isZodTypeMessage = (message: string) => message.startsWith('Invalid input: expected ')

const items = (count: number) => `${count} item${count === 1 ? '' : 's'}`

/** "has 5 items; it must have exactly 4", instead of the whole list printed back. */
function listLengthMessage(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall, count: number): string {
  const limit = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum)
  if ((issue as { exact?: boolean }).exact) return `has ${items(count)}; it must have exactly ${limit} (one "- " line each)`
  return issue.code === 'too_big' ? `has ${items(count)}; it takes at most ${limit}` : `has ${items(count)}; it needs at least ${limit}`
}

/** One issue's message (not its place). */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input
  if (issue.code === 'invalid_type' && input === undefined) return `is required (expected ${issue.expected})`
  if (issue.code === 'invalid_type' && input === null) return `is empty; write its value after the colon${issue.expected === 'array' ? ' (a list: one "- item" line each)' : ''}`
  const found = input === undefined ? '' : `, found ${JSON.stringify(input)?.slice(0, 80)}`
  if (issue.code === 'invalid_type' && isZodTypeMessage(issue.message) && EXPECTED_TYPE[issue.expected]) return `${EXPECTED_TYPE[issue.expected]}${found}`
  if ((issue.code === 'too_big' || issue.code === 'too_small') && issue.origin === 'array' && Array.isArray(input) && /^Too (big|small): expected array/.test(issue.message)) {
    return listLengthMessage(issue, input.length)
  }
  if (issue.code === 'invalid_value') {
    const options = issue.values.filter((value): value is string => typeof value === 'string')
    const meant = typeof input === 'string' ? closestOption(input, options) : undefined
    const suggestion = meant === undefined ? '' : `; did you mean ${JSON.stringify(meant)}?`
    if (issue.values.length <= LISTED_OPTIONS) return `${issue.message}${found}${suggestion}`
    const shown = issue.values.slice(0, LISTED_OPTIONS).map((v) => JSON.stringify(v)).join(', ')
    return `Invalid option: expected one of ${shown}, ... (${issue.values.length} in all, see lib/content/schema.ts)${found}${suggestion}`
  }
  const dateHint = issue.message === DATE_FORMAT_MESSAGE && typeof input === 'string' ? isoDateHint(input) : undefined
  return `${issue.message}${found}${dateHint ? `; ${dateHint}` : ''}`
}
