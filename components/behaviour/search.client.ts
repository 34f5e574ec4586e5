/**
 * /search with JavaScript: results from the Pagefind index the build writes at <base>pagefind/ (loaded from
 * the site itself when the page has a query: no request leaves the site), as the visitor types or submits.
 * Without JavaScript the form reloads the page, which lists every page by section.
 */
import { fillTemplate } from '#/lib/fill-template'
import { withBase } from '#/lib/permalink'
import { keepCompoundsIn } from './kept-words.client'

type Words = { results: string; oneResult: string; noResults: string; more: string; loading: string; failed: string }
type ResultData = { url: string; excerpt: string; content: string; meta: { title?: string; kind?: string } }
type Result = { data: () => Promise<ResultData> }
type Pagefind = {
  options: (options: { baseUrl: string }) => Promise<void>
  mergeIndex: (indexPath: string, options: { baseUrl: string }) => Promise<void>
  search: (query: string) => Promise<{ results: Result[] } | null>
}

/** Results shown at once: the first ones, then as many more at each press of the "more" button. */
export const RESULTS_AT_ONCE = 20

let pagefind: Promise<Pagefind> | undefined
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= import(/* @vite-ignore */ withBase('/pagefind/pagefind.js')).then(async (module: Pagefind) => {
    await module.options({ baseUrl: withBase('/') })
    // a large site's index comes in parts (scripts/write-search-index.ts): the others join the first
    const parts = (await (await fetch(withBase('/pagefind/parts.json'))).json()) as string[]
    for (const part of parts) await module.mergeIndex(withBase(`/${part}`), { baseUrl: withBase('/') })
    return module
  })
  return pagefind
}

function resultItem(result: ResultData): HTMLLIElement {
  const item = document.createElement('li')
  const kind = document.createElement('span')
  kind.className = 'kind'
  kind.textContent = result.meta.kind ?? ''
  const link = document.createElement('a')
  link.href = result.url
  link.textContent = result.meta.title ?? result.url
  keepCompoundsIn(link, 'heading')
  const excerpt = document.createElement('p')
  // Pagefind's excerpt is the page's own text, escaped, with the matched words in <mark>.
  excerpt.innerHTML = result.excerpt
  keepCompoundsIn(excerpt, 'text')
  markCut(excerpt, result.content)
  item.append(kind, link, excerpt)
  return item
}

const folded = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * An excerpt is a window of the page's text: where it starts or ends inside the text, an ellipsis says so (a
 * visitor read "... answered by our" as the end of a sentence). Hidden from screen readers, which read the words.
 */
function markCut(excerpt: HTMLElement, content: string): void {
  const text = folded(excerpt.textContent ?? '')
  const whole = folded(content)
  if (!text) return
  const ellipsis = (before: boolean) => {
    const mark = document.createElement('span')
    mark.setAttribute('aria-hidden', 'true')
    mark.dataset.cut = ''
    mark.textContent = before ? '… ' : ' …'
    return mark
  }
  if (!whole.startsWith(text)) excerpt.prepend(ellipsis(true))
  if (!whole.endsWith(text)) excerpt.append(ellipsis(false))
}

export function enhanceSearch(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-search]')
  const found = document.querySelector<HTMLElement>('[data-search-results]')
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]')
  const statusLine = found?.querySelector<HTMLElement>('[data-search-status]')
  const moreButton = found?.querySelector<HTMLButtonElement>('[data-search-more]')
  if (!form || !found || !input || !statusLine || !moreButton) return
  const status: HTMLElement = statusLine
  const more: HTMLButtonElement = moreButton
  const words = JSON.parse(found.dataset.words ?? '{}') as Words
  /** The search whose results are on the page; an answer to an earlier one is dropped. */
  let latest = 0
  let list: HTMLOListElement | undefined
  /** The current search's results not shown yet, in Pagefind's order. */
  let waiting: Result[] = []
  let showingMore = false

  const say = (text: string) => (status.textContent = text)
  function clear(): void {
    list?.remove()
    list = undefined
    waiting = []
    more.hidden = true
  }

  /** Shows the next results of search `ticket` under those shown; the items added (none if a newer search began). */
  async function showNext(ticket: number): Promise<HTMLLIElement[]> {
    const next = waiting.splice(0, RESULTS_AT_ONCE)
    if (!next.length) return []
    const results = await Promise.all(next.map((result) => result.data()))
    if (ticket !== latest) return []
    if (!list) more.before((list = document.createElement('ol')))
    const items = results.map(resultItem)
    list.append(...items)
    more.hidden = !waiting.length
    more.textContent = fillTemplate(words.more, { count: String(Math.min(waiting.length, RESULTS_AT_ONCE)) })
    return items
  }

  async function run(raw: string): Promise<void> {
    const query = raw.trim()
    const ticket = ++latest
    clear()
    if (!query) return void say('')
    say(words.loading)
    try {
      const search = await (await loadPagefind()).search(query)
      if (ticket !== latest) return
      const all = search?.results ?? []
      if (!all.length) return void say(fillTemplate(words.noResults, { query }))
      waiting = [...all]
      await showNext(ticket)
      if (ticket === latest) say(fillTemplate(all.length === 1 ? words.oneResult : words.results, { count: String(all.length), query }))
    } catch {
      if (ticket !== latest) return
      clear()
      say(words.failed)
    }
  }

  // The next results, and the keyboard's focus on the first of them (the button may be gone: none are left).
  more.addEventListener('click', async () => {
    if (showingMore) return
    showingMore = true
    try {
      const [first] = await showNext(latest)
      first?.querySelector('a')?.focus()
    } catch {
      say(words.failed)
    } finally {
      showingMore = false
    }
  })

  let timer: ReturnType<typeof setTimeout> | undefined
  input.addEventListener('input', () => {
    clearTimeout(timer)
    timer = setTimeout(() => void run(input.value), 250)
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const url = new URL(location.href)
    url.searchParams.set('q', input.value.trim())
    history.replaceState(null, '', url)
    void run(input.value)
  })
  // On a slow network a visitor may type before this script arrives: what the field holds then is searched
  // (it wins over the address's ?q=, which it came after); otherwise the address's query.
  const typed = input.value.trim()
  const initial = new URLSearchParams(location.search).get('q')
  if (typed) void run(typed)
  else if (initial) {
    input.value = initial
    void run(initial)
  }
}
