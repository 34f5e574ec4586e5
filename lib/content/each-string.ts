/** Calls `visit` for every string inside a parsed frontmatter or data value, with its field path. */
export function eachString(value: unknown, visit: (text: string, at: string[]) => void, at: string[] = []): void {
  if (typeof value === 'string') visit(value, at)
  else if (Array.isArray(value)) value.forEach((item, i) => eachString(item, visit, [...at, String(i)]))
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) eachString(item, visit, [...at, key])
}
