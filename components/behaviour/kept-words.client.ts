/**
 * The browser's side of components/ui/KeptWords.tsx, for text the page gets after it loaded (a search result's
 * title and excerpt): the hyphenated words a line must not break inside (lib/compound-words.ts) are put in a
 * NOWRAP_CLASS span. A word may run across elements (Pagefind marks "Pesa" of "M-Pesa" as a match); its span then
 * holds the parts of those elements, and the text reads the same.
 */
import { compoundRuns, NOWRAP_CLASS, type CompoundPlace } from '#/lib/compound-words'

/** The text node and offset at character `at` of `element`'s text. */
function pointAt(element: Node, at: number, end: boolean): { node: Text; offset: number } | undefined {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  let passed = 0
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const length = node.data.length
    // the end of a word is taken in the node it ends in, not at the start of the next one
    if (at < passed + length || (end && at === passed + length)) return { node, offset: at - passed }
    passed += length
  }
  return undefined
}

/** Keeps `element`'s hyphenated words on one line as `place` asks (a heading's or running text's rule). */
export function keepCompoundsIn(element: HTMLElement, place: CompoundPlace): void {
  const text = element.textContent ?? ''
  const kept: { from: number; to: number }[] = []
  let at = 0
  for (const run of compoundRuns(text, place)) {
    if (run.kept) kept.push({ from: at, to: at + run.text.length })
    at += run.text.length
  }
  // from the last word back, so the offsets of the words before stay where they were
  for (const { from, to } of kept.reverse()) {
    const start = pointAt(element, from, false)
    const end = pointAt(element, to, true)
    if (!start || !end) continue
    const range = document.createRange()
    range.setStart(start.node, start.offset)
    range.setEnd(end.node, end.offset)
    const cut = [start.node.parentElement, end.node.parentElement].filter((parent) => parent && parent !== element)
    const span = document.createElement('span')
    span.className = NOWRAP_CLASS
    span.append(range.extractContents())
    range.insertNode(span)
    // an element the word was taken out of whole (a <mark> of "Pesa" alone) is left empty: removed
    for (const parent of cut) if (parent && !parent.textContent) parent.remove()
  }
}
