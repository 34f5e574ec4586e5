import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempFolders } from '../../lib/cache/temp-folders'
import { buildInputs, inputFiles } from './build-inputs'

const folder = tempFolders('build-inputs-')

/** A small project tree in the shape of this one. */
function project(): string {
  const root = folder()
  const files: Record<string, string> = {
    'pages/blog/@slug/+Page.tsx': 'export default function Page() {}',
    'components/sections/Hero.tsx': 'export const Hero = 1',
    'renderer/+onRenderHtml.tsx': 'export const render = 1',
    'lib/content/kinds.ts': 'export const kinds = {}',
    'scripts/build.ts': '// build',
    'site.config.ts': "export const site = { name: 'Kilele' }",
    'vite.config.ts': 'export default {}',
    'package.json': '{"dependencies":{"react":"19.3.1"}}',
    'package-lock.json': '{"lockfileVersion":3}',
    'public/brand/mark.svg': '<svg/>',
    'content/blog/a-post.md': '---\ntitle: A\n---\nText',
    'tests/built-html.test.ts': '// test',
    'bench/astro7-pairs.jsonl': '{}',
    'README.md': '# Read me',
    'WRITING.md': '# Writing',
    'node_modules/react/index.js': '// react',
    'dist/client/index.html': '<html>',
    '.cache/build/x/pages/y': 'cached',
  }
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}

describe('buildInputs', () => {
  it('covers the code, the config, public/ and the lockfile, not content, tests, docs or outputs', () => {
    const root = project()
    expect(inputFiles(root)).toEqual([
      'components/sections/Hero.tsx', 'lib/content/kinds.ts', 'package-lock.json', 'package.json', 'pages/blog/@slug/+Page.tsx',
      'public/brand/mark.svg', 'renderer/+onRenderHtml.tsx', 'scripts/build.ts', 'site.config.ts', 'vite.config.ts',
    ])
  })

  it.each([
    ['a template', 'pages/blog/@slug/+Page.tsx'],
    ['a shared component', 'components/sections/Hero.tsx'],
    ['the renderer', 'renderer/+onRenderHtml.tsx'],
    ['the content registry', 'lib/content/kinds.ts'],
    ['the build code', 'scripts/build.ts'],
    ['the site config', 'site.config.ts'],
    ['the Vite config', 'vite.config.ts'],
    ['a dependency (the lockfile)', 'package-lock.json'],
    ['a file in public/', 'public/brand/mark.svg'],
  ])('changes with %s', (_what, file) => {
    const root = project()
    const before = buildInputs(root, {}).hash
    fs.appendFileSync(path.join(root, file), '\n// changed')
    expect(buildInputs(root, {}).hash).not.toBe(before)
  })

  it('changes with what npm really installed, and with a new file', () => {
    const root = project()
    const before = buildInputs(root, {}).hash
    fs.writeFileSync(path.join(root, 'node_modules/.package-lock.json'), '{"packages":{"node_modules/react":{"version":"19.3.2"}}}')
    const installed = buildInputs(root, {}).hash
    expect(installed).not.toBe(before)
    fs.writeFileSync(path.join(root, 'components/sections/New.tsx'), 'export const New = 1')
    expect(buildInputs(root, {}).hash).not.toBe(installed)
  })

  it('leaves out the folders git ignores (a developer\'s scratch work) but reads a file git ignores, such as .env', () => {
    const root = project()
    fs.writeFileSync(path.join(root, '.gitignore'), 'node_modules/\ndist/\n.scratch/\n.env\n')
    execFileSync('git', ['init', '-q'], { cwd: root })
    const before = buildInputs(root, {}).hash
    fs.mkdirSync(path.join(root, '.scratch'))
    fs.writeFileSync(path.join(root, '.scratch/notes.ts'), 'export const notes = 1')
    expect(buildInputs(root, {}).hash).toBe(before)
    fs.writeFileSync(path.join(root, '.env'), 'VITE_MAP=1')
    expect(buildInputs(root, {}).hash).not.toBe(before)
  })

  it('changes with the base path and preview settings', () => {
    const root = project()
    const plain = buildInputs(root, {}).hash
    expect(buildInputs(root, { BASE_PATH: '/preview/pr-42/' }).hash).not.toBe(plain)
    expect(buildInputs(root, { CONTENT_PREVIEW: '1' }).hash).not.toBe(plain)
  })

  it.each([['content', 'content/blog/a-post.md'], ['a test', 'tests/built-html.test.ts'], ['the docs', 'README.md'], ['the benchmark\'s kept pairs', 'bench/astro7-pairs.jsonl'], ['the last build', 'dist/client/index.html']])(
    'stays the same when only %s changes (pages are keyed by their own data)',
    (_what, file) => {
      const root = project()
      const before = buildInputs(root, {}).hash
      fs.appendFileSync(path.join(root, file), '\nmore')
      expect(buildInputs(root, {}).hash).toBe(before)
    },
  )
})
