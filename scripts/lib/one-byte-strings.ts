/**
 * V8 holds a string at one byte a character when every character of it is Latin-1, at two bytes otherwise, and a
 * string cut from a two-byte string stays two-byte whatever it holds: every value the YAML reader takes from a file
 * with one curly quote in it (content/strings/interface.yaml), and every page a prerender worker writes one of them
 * into (the menus are on every page). A two-byte page costs the worker more at each step after React: its text is
 * made flat in twice the memory (above V8's 128 KB for a large-object page, which the kernel maps afresh each time),
 * encoded to UTF-8 character by character rather than copied, and scanned more slowly for links. With the content
 * snapshot and Vike's piece one-byte, the workers of a cold build at 1,000 posts took 0.5 s less CPU (README,
 * Thirty-second session).
 */

/** Characters a one-byte string can hold. */
const BEYOND_LATIN1 = /[^\x00-\xff]/

/**
 * `value` with every string that is all Latin-1 made anew (one byte a character, whatever the string it was cut
 * from), and the objects, arrays and sets holding them copied; anything else (a Date, a Map) is kept as it is, and
 * an object met twice is copied once, so the copy shares what `value` shared.
 */
export function withOneByteStrings<T>(value: T): T {
  const copies = new Map<object, unknown>()
  const copy = (item: unknown): unknown => {
    if (typeof item === 'string') return BEYOND_LATIN1.test(item) ? item : Buffer.from(item, 'latin1').toString('latin1')
    if (item === null || typeof item !== 'object') return item
    const known = copies.get(item)
    if (known !== undefined) return known
    if (Array.isArray(item)) {
      const array: unknown[] = []
      copies.set(item, array)
      for (const element of item) array.push(copy(element))
      return array
    }
    if (item instanceof Set) {
      const set = new Set<unknown>()
      copies.set(item, set)
      for (const element of item) set.add(copy(element))
      return set
    }
    const prototype = Object.getPrototypeOf(item)
    if (prototype !== Object.prototype && prototype !== null) return item
    const object: Record<string, unknown> = Object.create(prototype)
    copies.set(item, object)
    for (const [key, field] of Object.entries(item)) object[key] = copy(field)
    return object
  }
  return copy(value) as T
}
