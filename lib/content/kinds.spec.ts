/** The registry is the one place that knows a kind by name. */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { declaration, kindNames, kinds } from './kinds'
import { loadContent } from './loader'

const SOURCE_DIRS = ['lib', 'scripts', 'pages', 'renderer', 'components']

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** `name === 'blog'`, `'legal' !== kind`, `case 'events':`: code that branches on a kind's name. */
function kindBranches(source: string): string[] {
  const names = kindNames.map((name) => name.replace(/-/g, '\\-')).join('|')
  const branch = new RegExp(`(?:[!=]==?\\s*['"](?:${names})['"])|(?:['"](?:${names})['"]\\s*[!=]==?)|(?:case\\s+['"](?:${names})['"]\\s*:)`, 'g')
  return source.match(branch) ?? []
}

describe('the kinds registry', () => {
  it('no code outside it branches on a kind\'s name', () => {
    const found = SOURCE_DIRS.flatMap(sourceFiles)
      .filter((file) => file !== path.join('lib', 'content', 'kinds.ts'))
      .flatMap((file) => kindBranches(fs.readFileSync(file, 'utf8')).map((hit) => `${file}: ${hit}`))
    expect(found).toEqual([])
  })

  it('the branch finder finds what it looks for', () => {
    expect(kindBranches("if (name === 'blog') return posts")).toEqual(["=== 'blog'"])
    expect(kindBranches("if ('case-studies' !== kind) {}")).toEqual(["'case-studies' !=="])
    expect(kindBranches("switch (kind) { case 'events': break }")).toEqual(["case 'events':"])
    expect(kindBranches("const route = routes.blog()")).toEqual([])
  })

  it.each(kindNames)('%s: a kind whose pages take the registry\'s data declares its copy, its head and both routes', (name) => {
    const kind = declaration(name)
    if (!kind.page && !kind.head) return
    expect(kind.page && kind.head && kind.routes?.list && kind.routes.entry, name).toBeTruthy()
  })

  it('draws no card for a post whose own raster cover is its card; an SVG cover still gets one', () => {
    const content = loadContent()
    const post = content.blog[0]!
    const card = kinds.blog.card!
    expect(card({ ...post, cover: '/images/blog/office.jpg' }, content.data)).toBeUndefined()
    expect(card({ ...post, cover: '/images/blog/office.svg' }, content.data)).toMatchObject({ title: post.title, label: post.category })
  }, 30_000)
})
