import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cacheWritesDone, diskCache } from '../cache/disk-cache'
import { tempFolders } from '../cache/temp-folders'
import { normaliseSource, splitFrontmatter } from '../content/source-text'
import { bodyTree, inspectBody, parseBody } from './body'

const folder = tempFolders('kilele-body-')
// each test that uses the build cache points BUILD_CACHE_DIR at a folder of its own
afterEach(() => {
  delete process.env.BUILD_CACHE_DIR
})

describe('a body in the build cache: its inspection and its tree apart', () => {
  it('gives the check the inspection without the tree, and a page the same tree as a fresh parse', async () => {
    const cacheDir = folder()
    process.env.BUILD_CACHE_DIR = cacheDir
    const body = '## Kept apart\n\nA [link](/services) and a table:\n\n| a | b |\n|---|---|\n| 1 | 2 |\n'
    const fresh = parseBody(body, 'md')
    await cacheWritesDone()
    expect(fresh.tree).toBeDefined()
    // what the cache holds, read back as another process would (entries written above)
    const inspection = JSON.parse(diskCache('body-inspections', cacheDir).get(`md\0${body}`)!)
    expect(inspection).not.toHaveProperty('tree')
    expect(inspection).toEqual(inspectBody(body, 'md'))
    expect(JSON.parse(diskCache('body-trees', cacheDir).get(`md\0${body}`)!)).toEqual(bodyTree(body, 'md', 'content/blog/kept.md'))
  })

  it('has no tree for a body the check refuses, and says why when a page asks for one', () => {
    const body = 'A <span>raw</span> tag.\n'
    expect(inspectBody(body, 'md').dialect.length).toBeGreaterThan(0)
    expect(parseBody(body, 'md').tree).toBeUndefined()
    expect(() => bodyTree(body, 'md', 'content/blog/raw.md', 5)).toThrow(/content\/blog\/raw\.md:5:\d+/)
  })
})
