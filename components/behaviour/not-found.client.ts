import { withBase, withoutBase } from '#/lib/permalink'

/** "/sw/solutions/x" -> ["/sw", "/solutions/x"]: a language prefix (two letters) and the rest. */
const edition = (path: string): [string, string] => {
  const match = /^(\/[a-z]{2})(\/.*)$/.exec(path)
  return match && document.documentElement.lang === match[1]!.slice(1) ? [match[1]!, match[2]!] : ['', path]
}

/**
 * What a visitor most likely looked for at a missing address: the words of its last part, where a page's slug is
 * ("/blog/m-pesa-fraud-defence.html" -> "m pesa fraud defence").
 */
export function wordsOfPath(path: string): string {
  const last = path.replace(/\/+$/, '').split('/').pop() ?? ''
  let text = last
  try {
    text = decodeURIComponent(last)
  } catch {
    // a malformed escape: the part as it is
  }
  return text.replace(/\.(html?|php|aspx?)$/i, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(' ')
}

/** 404.html answers every unknown path on a static host; some of them have a better place to go. */
export function handleNotFound(): void {
  const notFound = document.querySelector('[data-not-found]')
  if (!notFound) return
  const [prefix, path] = edition(withoutBase(location.pathname))
  if (/^\/solutions\/[^/]+\/?$/.test(path)) {
    location.replace(withBase(`${prefix}/solutions`))
    return
  }
  console.warn(`404: no page at ${path}`)
  // the search is offered with those words, unless the visitor has typed already
  const field = notFound.querySelector<HTMLInputElement>('input[name="q"]')
  if (field && !field.value) field.value = wordsOfPath(path)
}
