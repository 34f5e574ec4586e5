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
 * `text` as a string of its own, one byte a character when it is all Latin-1 (whatever string it was cut from);
 * as it is otherwise. Plain JavaScript, so that the prerender worker (scripts/prerender-worker.mjs) loads it as it is.
 */
export const oneByteString = (/** @type {string} */ text) => (BEYOND_LATIN1.test(text) ? text : Buffer.from(text, 'latin1').toString('latin1'))

/**
 * `value` with every string made oneByteString, and the objects, arrays and sets holding them copied; anything else (a
 * Date, a Map) is kept as it is, and an object met twice is copied once, so the copy shares what `value` shared.
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function withOneByteStrings(value) {
  /** @type {Map<object, unknown>} */
  const copies = new Map()
  /** @returns {unknown} */
  const copy = (/** @type {unknown} */ item) => {
    if (typeof item === 'string') return oneByteString(item)
    if (item === null || typeof item !== 'object') return item
    const known = copies.get(item)
    if (known !== undefined) return known
    if (Array.isArray(item)) {
      /** @type {unknown[]} */
      const array = []
      copies.set(item, array)
      for (const element of item) array.push(copy(element))
      return array
    }
    if (item instanceof Set) {
      const set = new Set()
      copies.set(item, set)
      for (const element of item) set.add(copy(element))
      return set
    }
    const prototype = Object.getPrototypeOf(item)
    if (prototype !== Object.prototype && prototype !== null) return item
    /** @type {Record<string, unknown>} */
    const object = Object.create(prototype)
    copies.set(item, object)
    for (const [key, field] of Object.entries(item)) object[key] = copy(field)
    return object
  }
  return /** @type {T} */ (copy(value))
}
