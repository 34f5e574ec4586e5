import { withBase, withoutBase } from '#/lib/permalink'

/** 404.html answers every unknown path on a static host; some of them have a better place to go. */
export function handleNotFound(): void {
  if (!document.querySelector('[data-not-found]')) return
  const path = withoutBase(location.pathname)
  if (/^\/solutions\/[^/]+\/?$/.test(path)) {
    location.replace(withBase('/solutions'))
    return
  }
  console.warn(`404: no page at ${path}`)
}
