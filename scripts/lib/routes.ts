import fs from 'node:fs'
import path from 'node:path'

/** Every file of a built site, relative to it with "/" separators ("blog/x/index.html", "rss.xml"). */
export function builtFiles(distClient = 'dist/client'): string[] {
  const files: string[] = []
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(distClient, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(child)
      else files.push(child)
    }
  }
  walk('')
  return files
}

/** Every HTML file of a built site, relative to it, in name order: what the steps that read the built pages read. */
export function builtHtmlFiles(distClient = 'dist/client'): string[] {
  return builtFiles(distClient)
    .filter((file) => file.endsWith('.html'))
    .sort()
}

/** The route of a page's index.html file: "index.html" is /, "blog/x/index.html" /blog/x. */
export const routeOfFile = (file: string) => (file === 'index.html' ? '/' : `/${file.slice(0, -'/index.html'.length)}`)

/** Every prerendered route of a built site, from its index.html files ("/", "/blog", "/blog/x"). */
export function builtRoutes(distClient = 'dist/client', files = builtFiles(distClient)): string[] {
  return files
    .filter((file) => (file === 'index.html' || file.endsWith('/index.html')) && !file.split('/').slice(0, -1).includes('assets'))
    .map(routeOfFile)
    .sort()
}
