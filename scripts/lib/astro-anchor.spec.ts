import { describe, expect, it } from 'vitest'
import { blogCategories } from '../../lib/content/schema'
import { astroSiteFiles } from './astro-anchor'
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
