import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { flatYaml } from '../../lib/content/flat-yaml'
import { normaliseSource, splitFrontmatter } from '../../lib/content/source-text'
import { bodyParsers } from '../../lib/markdown/parsers'
import { parsedBySatteri } from '../../lib/markdown/satteri-parse'
import { generatedPost } from './generate-posts'

describe('generated posts (npm run bench:build)', () => {
  it('are plain Markdown, parsed by satteri to the tree remark-mdx gives (lib/markdown/satteri-parse.ts)', () => {
    const remark = unified().use(remarkParse).use(remarkMdx).use(remarkGfm)
    for (let index = 0; index < 60; index++) {
      const split = splitFrontmatter(normaliseSource(generatedPost(index)))
      if (!split.ok) throw new Error(`generated post ${index} has no frontmatter`)
      expect(parsedBySatteri(split.body, 'mdx'), `post ${index}`).toBe(true)
      expect(bodyParsers.mdx.parse(split.body), `post ${index}`).toEqual(remark.parse(split.body))
    }
  })

  it('have flat frontmatter, read without the yaml library as the library reads it (lib/content/flat-yaml.ts)', () => {
    for (let index = 0; index < 300; index++) {
      const split = splitFrontmatter(normaliseSource(generatedPost(index)))
      if (!split.ok) throw new Error(`generated post ${index} has no frontmatter`)
      expect(flatYaml(split.yaml), `post ${index}`).toEqual(parse(split.yaml))
    }
  })
})
