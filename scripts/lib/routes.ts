import fs from 'node:fs'
import path from 'node:path'

/** Every prerendered route of a built site, from its index.html files ("/", "/blog", "/blog/x"). */
export function builtRoutes(distClient = 'dist/client'): string[] {
  const routes: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'assets') walk(path.join(dir, entry.name))
      else if (entry.name === 'index.html') {
        const rel = path.relative(distClient, dir).split(path.sep).join('/')
        routes.push(rel ? `/${rel}` : '/')
      }
    }
  }
  walk(distClient)
  return routes.sort()
}
