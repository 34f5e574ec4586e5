import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { blogCategories } from '../../lib/content/schema'
import { astroSiteFiles, cleanAstroBuild, copyPostsToAnchor } from './astro-anchor'
import { generatedPost } from './generate-posts'
import { splitPost } from './edit-post'

const frontmatterKeys = (post: string) => [...splitPost(post).frontmatter.matchAll(/^(\w+):/gm)].map((m) => m[1]).sort()
const schemaKeys = (config: string) => [...config.matchAll(/^ {6}(\w+): z\./gm)].map((m) => m[1]).sort()

describe('astroSiteFiles', () => {
  const files = astroSiteFiles()
  const config = files['src/content.config.ts'] as string

  it('has a schema with exactly the frontmatter fields of the generated posts', () => {
    const keys = frontmatterKeys(generatedPost(1))
    expect(keys).toEqual(['author', 'category', 'date', 'excerpt', 'readTime', 'title'])
    expect(schemaKeys(config)).toEqual(keys)
    expect(config).toContain('.strict()')
  })
  it('allows every blog category of the project, and only those', () => {
    expect(config).toContain(`category: z.enum(${JSON.stringify(blogCategories)})`)
  })
  it('loads the posts with the glob loader and renders each with render()', () => {
    expect(config).toMatch(/glob\(\{ pattern: '\*\*\/\*\.\{md,mdx\}', base: '\.\/src\/content\/blog' \}\)/)
    expect(files['src/pages/blog/[...slug].astro']).toMatch(/await render\(post\)/)
    expect(files['astro.config.mjs']).toMatch(/integrations: \[mdx\(\)\]/)
    expect(files['src/pages/index.astro']).toMatch(/getCollection\('blog'\)/)
  })
})

describe('copyPostsToAnchor and cleanAstroBuild', () => {
  it('writes only the posts whose bytes differ, removes the site\'s other posts, and clears the output by the given remover', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anchor-spec-'))
    try {
      const blogDir = path.join(dir, 'blog')
      const siteDir = path.join(dir, 'site')
      const posts = path.join(siteDir, 'src/content/blog')
      fs.mkdirSync(blogDir)
      for (const n of [1, 2, 3]) fs.writeFileSync(path.join(blogDir, `bench-post-000${n}.md`), generatedPost(n))
      fs.writeFileSync(path.join(blogDir, 'welcome.md'), 'not a generated post')
      fs.mkdirSync(posts, { recursive: true })
      fs.writeFileSync(path.join(posts, 'bench-post-0009.md'), 'left from a run with more posts')
      expect(copyPostsToAnchor(blogDir, siteDir)).toBe(3)
      expect(fs.readdirSync(posts).sort()).toEqual(['bench-post-0001.md', 'bench-post-0002.md', 'bench-post-0003.md'])
      const first = path.join(posts, 'bench-post-0001.md')
      fs.utimesSync(first, new Date(0), new Date(0))
      fs.appendFileSync(path.join(blogDir, 'bench-post-0002.md'), '\nAn edit.\n')
      copyPostsToAnchor(blogDir, siteDir)
      expect(fs.statSync(first).mtimeMs).toBe(0)
      expect(fs.readFileSync(path.join(posts, 'bench-post-0002.md'), 'utf8')).toContain('An edit.')
      fs.mkdirSync(path.join(siteDir, 'dist'))
      const removed: string[] = []
      cleanAstroBuild(siteDir, (folder) => removed.push(path.relative(siteDir, folder)))
      expect(removed).toEqual(['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
