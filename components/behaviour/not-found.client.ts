import { withBase, withoutBase } from '#/lib/permalink'

/** "/sw/solutions/x" -> ["/sw", "/solutions/x"]: a language prefix (two letters) and the rest. */
const edition = (path: string): [string, string] => {
  const match = /^(\/[a-z]{2})(\/.*)$/.exec(path)
  return match && document.documentElement.lang === match[1]!.slice(1) ? [match[1]!, match[2]!] : ['', path]
}

/** 404.html answers every unknown path on a static host; some of them have a better place to go. */
export function handleNotFound(): void {
  if (!document.querySelector('[data-not-found]')) return
  const [prefix, path] = edition(withoutBase(location.pathname))
  if (/^\/solutions\/[^/]+\/?$/.test(path)) {
    location.replace(withBase(`${prefix}/solutions`))
    return
  }
  console.warn(`404: no page at ${path}`)
}
