/**
 * /search with JavaScript: results from the Pagefind index the build writes at <base>pagefind/ (loaded from
 * the site itself when the page has a query: no request leaves the site), as the visitor types or submits.
 * Without JavaScript the form reloads the page, which lists every page by section.
 */
import { withBase } from '#/lib/permalink'
import { keepCompoundsIn } from './kept-words.client'

type Words = { results: string; oneResult: string; noResults: string; loading: string; failed: string }
type ResultData = { url: string; excerpt: string; meta: { title?: string; kind?: string } }
type Pagefind = {
  options: (options: { baseUrl: string }) => Promise<void>
  mergeIndex: (indexPath: string, options: { baseUrl: string }) => Promise<void>
  search: (query: string) => Promise<{ results: { data: () => Promise<ResultData> }[] } | null>
}

const MAX_RESULTS = 20
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)

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
  item.append(kind, link, excerpt)
  return item
}

export function enhanceSearch(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-search]')
  const found = document.querySelector<HTMLElement>('[data-search-results]')
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]')
  if (!form || !found || !input) return
  const output: HTMLElement = found
  const words = JSON.parse(output.dataset.words ?? '{}') as Words
  let latest = 0

  const say = (text: string) => {
    const line = document.createElement('p')
    line.textContent = text
    output.replaceChildren(line)
  }

  async function run(raw: string): Promise<void> {
    const query = raw.trim()
    const ticket = ++latest
    if (!query) return void output.replaceChildren()
    say(words.loading)
    try {
      const search = await (await loadPagefind()).search(query)
      const all = search?.results ?? []
      const results = await Promise.all(all.slice(0, MAX_RESULTS).map((result) => result.data()))
      if (ticket !== latest) return
      if (!results.length) return say(fill(words.noResults, { query }))
      say(fill(all.length === 1 ? words.oneResult : words.results, { count: String(all.length), query }))
      const list = document.createElement('ol')
      list.append(...results.map(resultItem))
      output.append(list)
    } catch {
      if (ticket === latest) say(words.failed)
    }
  }

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
