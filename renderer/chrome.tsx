/**
 * The layout around a page's <main> (components/layout/Layout.tsx `Chrome`: menus, phone menu, footer, contact
 * bar) drawn once for all the pages it looks the same on, instead of once a page: about half of a post page's
 * HTML and of its render.
 *
 * The chrome's HTML depends on its props, its language and the page's path, which it only sees through the
 * CurrentPage it asks. A drawing is kept under its props (without the page's WhatsApp link and the addresses of its
 * language switchers, which name the page and go in by substitution) with every question it asked and the answer
 * it got, and a page reuses it when its own path gives the same answers. Its style rules are kept too, in the
 * order it put them in its sheet before and after the <main>, and put in each page's sheet in that order around
 * the page's own: the page's <style> is what a render of the whole tree gives. A page whose <main> React would
 * hoist anything out of (an image preload) is drawn whole. Rendering without the chrome's drawings (`renderWhole`)
 * is the reference: PRERENDER_VERIFY builds compare the two on every page (scripts/prerender-worker.mjs).
 */
import { createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { ServerStyleSheet } from 'styled-components'
import { Chrome, type ChromeProps } from '#/components/layout/Layout'
import type { CurrentPage } from '#/lib/navigation'

type Sheet = ServerStyleSheet['instance']
/** One insertRules call: a component's id, its class name and rules */
type Insertion = [id: string, name: string, rules: string[]]

type Drawing = {
  /** The HTML before and after the <main>, with WHATSAPP for the page's WhatsApp link */
  before: string
  after: string
  rulesBefore: Insertion[]
  rulesAfter: Insertion[]
  /** Each question the chrome asked about the current page, and the answer */
  answers: [href: string, section: boolean, answer: boolean][]
}

/** What the chrome is drawn from. */
export type ChromeInput = {
  props: Omit<ChromeProps, 'current' | 'slot'>
  current: CurrentPage
  /** What else the chrome's HTML depends on (its language): part of the drawing's key */
  context: unknown
  /**
   * The providers it renders in (theme, language), with `sheet` as the styled-components sheet: not the page's
   * context, which the chrome must not depend on
   */
  wrap: (sheet: Sheet, tree: ReactNode) => ReactNode
}

/** Stands for the page's WhatsApp link in a drawing: an attribute value React writes as it is. */
const WHATSAPP = 'https://wa.me/kilele-chrome-whatsapp-link'
/**
 * Stands for the route of the page's `n`-th language switcher (the same page in another language) in a drawing: a
 * route of its own, which the switcher's link writes after the base path without its leading slash, as it writes
 * every route (components/layout/LanguageLink.tsx, components/ui/Link.tsx); the page's route goes in there the same way.
 */
const switcherStandIn = (n: number) => `kilele-chrome-switcher-${n}-`
/** A route the substitution writes as the link would: one leading slash, printable ASCII without a quote or backslash. */
const plainRoute = (route: string) => /^\/(?!\/)/.test(route) && substitutable(route)
/** Where the <main> goes: an element, so React puts no text separator beside it. */
const SLOT_TAG = 'kilele-chrome-slot'
const SLOT = `<${SLOT_TAG}></${SLOT_TAG}>`

/** Drawings kept by key, each key's few variants (a page in a section, a page that is itself a menu link, ...). */
const drawings = new Map<string, Drawing[]>()
/** Keys kept at most: a process that renders many languages or layouts starts again after this many. */
const MAX_KEYS = 200

let drawn = 0
/** How many drawings this process has made (a spec checks that pages reuse them). */
export const drawingsMade = () => drawn

/** React's escaping of an attribute value (react-dom/server `escapeTextForBrowser`). */
const escapeAttribute = (value: string) =>
  value.replace(/["'&<>]/g, (char) => ({ '"': '&quot;', "'": '&#x27;', '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char]!)

/** A WhatsApp link the substitution writes as React would in every place it can be: printable ASCII, no quote or backslash. */
const substitutable = (link: string) => /^[\x21\x23-\x5b\x5d-\x7e]*$/.test(link)

/** Records the sheet's insertRules calls into whichever list `into` gives at the time. */
function recording(sheet: Sheet, into: () => Insertion[]): void {
  const insert = sheet.insertRules.bind(sheet)
  sheet.insertRules = (id, name, rules) => {
    into().push([id, name, rules])
    insert(id, name, rules)
  }
}

function replay(insertions: Insertion[], sheet: Sheet): void {
  for (const [id, name, rules] of insertions) if (!sheet.hasNameForId(id, name)) sheet.insertRules(id, name, rules)
}

function draw({ props, current, wrap }: ChromeInput): Drawing {
  drawn++
  const answers: Drawing['answers'] = []
  const asked: CurrentPage = (href, section = false) => {
    const answer = current(href, section)
    answers.push([href, section, answer])
    return answer
  }
  const rulesBefore: Insertion[] = []
  const rulesAfter: Insertion[] = []
  let pastSlot = false
  const styles = new ServerStyleSheet()
  recording(styles.instance, () => (pastSlot ? rulesAfter : rulesBefore))
  // rendered depth first, in document order: the slot's render is where the <main>'s rules would start
  const Slot = () => {
    pastSlot = true
    return createElement(SLOT_TAG)
  }
  let html: string
  try {
    html = renderToString(wrap(styles.instance, <Chrome {...props} whatsapp={WHATSAPP} current={asked} slot={<Slot />} />))
  } finally {
    styles.seal()
  }
  const at = html.indexOf(SLOT)
  if (at < 0 || html.indexOf(SLOT, at + 1) >= 0) throw new Error('the layout did not put its slot for the page once')
  return { before: html.slice(0, at), after: html.slice(at + SLOT.length), rulesBefore, rulesAfter, answers }
}

/**
 * The page's body: the chrome, drawn or taken from an earlier page, around the page's <main> (`renderMain` renders
 * it with `sheet`); or undefined when the page is to be rendered whole (`sheet` then holds this attempt's rules).
 */
export function renderInChrome(input: ChromeInput, renderMain: () => string, sheet: Sheet): string | undefined {
  const { whatsapp, switchers, ...rest } = input.props
  if (!substitutable(whatsapp) || !switchers.every((switcher) => plainRoute(switcher.href))) return undefined
  const drawnSwitchers = switchers.map((switcher, n) => ({ ...switcher, href: `/${switcherStandIn(n)}` }))
  const key = JSON.stringify([rest, drawnSwitchers, input.context])
  let variants = drawings.get(key)
  let drawing = variants?.find(({ answers }) => answers.every(([href, section, answer]) => input.current(href, section) === answer))
  if (!drawing) {
    drawing = draw({ ...input, props: { ...input.props, switchers: drawnSwitchers } })
    if (!variants) {
      if (drawings.size >= MAX_KEYS) drawings.clear()
      drawings.set(key, (variants = []))
    }
    variants.push(drawing)
  }
  replay(drawing.rulesBefore, sheet)
  const mainHtml = renderMain()
  // React puts what it hoists (an eager image's preload) at the start of its output, before the chrome's own
  if (!mainHtml.startsWith('<main')) return undefined
  replay(drawing.rulesAfter, sheet)
  const link = escapeAttribute(whatsapp)
  const substituted = (html: string) => switchers.reduce((out, { href }, n) => out.replaceAll(switcherStandIn(n), escapeAttribute(href.slice(1))), html.replaceAll(WHATSAPP, link))
  return substituted(drawing.before) + mainHtml + substituted(drawing.after)
}
