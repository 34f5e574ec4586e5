/** WRITING.md tells writers exactly what the content dialect and the reserved slugs allow. */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { reservedSlugs } from '../content/routes'
import { kindNames } from '../content/kinds'
import { allowedAttributes, allowedElements } from './content-dialect'
import { mdxComponentNames, mdxComponentProps } from './mdx-components'

const guide = fs.readFileSync('WRITING.md', 'utf8')
const dialect = guide.slice(guide.indexOf('### What an `.mdx` file may contain'), guide.indexOf('## Images'))

describe('WRITING.md', () => {
  it('lists every allowed HTML element and attribute', () => {
    const headings = /`h2`-`h6`/.test(dialect)
    for (const element of allowedElements) {
      if (headings && /^h[2-6]$/.test(element)) continue
      expect(dialect, element).toContain(`\`${element}\``)
    }
    for (const attribute of allowedAttributes) expect(dialect.toLowerCase(), attribute).toContain(`\`${attribute.toLowerCase()}\``)
  })

  it('lists every component with its props', () => {
    for (const name of mdxComponentNames) {
      const row = dialect.split('\n').find((line) => line.startsWith(`| \`<${name}>\``))
      expect(row, name).toBeDefined()
      for (const prop of Object.keys(mdxComponentProps[name].shape)) expect(row).toContain(`\`${prop}\``)
    }
  })

  it('lists every reserved slug', () => {
    const table = guide.slice(guide.indexOf('## Reserved addresses'), guide.indexOf('## Files the check refuses outright'))
    for (const collection of kindNames) {
      for (const slug of reservedSlugs(collection).keys()) expect(table, `${collection}: ${slug}`).toContain(`\`${slug}\``)
    }
  })
})
