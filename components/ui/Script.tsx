import { withBase } from '#/lib/permalink'

export type ScriptProps = {
  /** A file the build writes, as a route without the base path ("/offline.js"). */
  src: string
}

/**
 * The one classic <script> of the site's own (the offline page's: lib/offline/offline-page.js), deferred; the base
 * path is added here, as Link and Image add it. The CSP allows it as a script of the site ('self').
 */
export function Script({ src }: ScriptProps) {
  return <script src={withBase(src)} defer />
}
