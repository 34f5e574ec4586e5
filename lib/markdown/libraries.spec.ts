import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** The libraries of a parse (libraries.ts) and of the frontmatter (lib/content/yaml-source.ts). */
const PARSE_LIBRARIES = /\/node_modules\/(unified|remark-parse|remark-mdx|remark-gfm|remark-frontmatter|micromark-extension-gfm-table|satteri|mdast-util-to-hast|mdast-util-to-string|vfile|yaml)\//

/**
 * Every data hook of the site's pages (what gets a page's content and body tree in a prerender worker) and the
 * content loader. Components are left out: styled-components loads only through Vite (vite.config.ts).
 */
function pageModules(): string[] {
  const found: string[] = []
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(file)
      else if (/^\+(data|onBeforeRender|onBeforeRoute)\.ts$/.test(entry.name)) found.push(file)
    }
  }
  visit('pages')
  return [...found.sort(), 'lib/content/loader.ts', 'lib/content/bodies.ts']
}

/**
 * Loads `modules` in a new Node process (as the worker does, with tsx for the TypeScript), then runs `then`;
 * returns the packages it loaded: those it imported (a resolve hook sees them) and those it required.
 */
function loadedPackages(modules: string[], then = ''): { imported: string[]; required: string[] } {
  const hook = `data:text/javascript,${encodeURIComponent("export async function resolve(s, c, next) { const r = await next(s, c); process.stderr.write('RESOLVED ' + r.url + '\\n'); return r }")}`
  const script = `
    import { createRequire, register } from 'node:module'
    import { pathToFileURL } from 'node:url'
    register(${JSON.stringify(hook)})
    for (const file of ${JSON.stringify(modules.map((file) => path.resolve(file)))}) await import(pathToFileURL(file).href)
    ${then}
    console.log(JSON.stringify(Object.keys(createRequire(import.meta.url).cache)))`
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.status !== 0) throw new Error(run.stderr)
  const stdout = run.stdout
  const stderr = run.stderr
  const required = (JSON.parse(stdout.trim().split('\n').pop()!) as string[]).filter((file) => PARSE_LIBRARIES.test(file))
  const imported = stderr.split('\n').filter((line) => line.startsWith('RESOLVED ') && PARSE_LIBRARIES.test(line))
  return { imported, required }
}

describe('the Markdown libraries', () => {
  it('are not loaded by the pages\' data hooks and the content loader, only by a parse', { timeout: 60_000 }, () => {
    const modules = pageModules()
    expect(modules.length).toBeGreaterThan(10)
    expect(loadedPackages(modules)).toEqual({ imported: [], required: [] })
    const parsed = loadedPackages(['lib/markdown/body.ts'], `
      const { parseBody } = await import(pathToFileURL(${JSON.stringify(path.resolve('lib/markdown/body.ts'))}).href)
      parseBody('# A title\\n\\nA [link](https://example.com) and a | table |\\n| --- |', 'mdx')`)
    expect(parsed.required.some((file) => file.includes('/node_modules/unified/'))).toBe(true)
    expect(parsed.required.some((file) => file.includes('/node_modules/satteri/'))).toBe(true)
  })

  it('a body of plain Markdown loads satteri, not remark\'s parser; one with a component loads remark\'s too', { timeout: 60_000 }, () => {
    const parseOf = (body: string) =>
      loadedPackages(['lib/markdown/body.ts'], `
        const { parseBody } = await import(pathToFileURL(${JSON.stringify(path.resolve('lib/markdown/body.ts'))}).href)
        parseBody(${JSON.stringify(body)}, 'mdx')`).required
    const remark = /\/node_modules\/(remark-parse|remark-mdx|remark-gfm|micromark-extension-gfm-table)\//
    const plain = parseOf('# A title\n\nA [link](https://example.com), *words* and a table:\n\n| a | b |\n| --- | --- |\n| 1 | 2 |')
    expect(plain.some((file) => file.includes('/node_modules/satteri/'))).toBe(true)
    expect(plain.filter((file) => remark.test(file))).toEqual([])
    const withComponent = parseOf('# A title\n\n<Callout>Words.</Callout>')
    expect(withComponent.some((file) => file.includes('/node_modules/remark-parse/'))).toBe(true)
    expect(withComponent.some((file) => file.includes('/node_modules/remark-mdx/'))).toBe(true)
  })
})
