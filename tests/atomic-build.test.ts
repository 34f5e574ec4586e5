/**
 * A build that fails after Vike has written the whole site (here: the link check finds a broken link a
 * developer put in a page) must leave the previous dist/ exactly as it was.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { copyProject } from '#/scripts/lib/project-copy'

let project: ReturnType<typeof copyProject>

/** One hash over every file name and content of a folder. */
function folderHash(dir: string): string {
  const hash = createHash('sha256')
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = path.join(relative, entry.name)
      if (entry.isDirectory()) walk(child)
      else hash.update(child).update(fs.readFileSync(path.join(dir, child)))
    }
  }
  walk('')
  return hash.digest('hex')
}

beforeAll(() => {
  project = copyProject()
  // The last good build: the one npm test has just made.
  fs.cpSync('dist', path.join(project.dir, 'dist'), { recursive: true })
  const page = 'pages/careers/+Page.tsx'
  const source = project.read(page)
  const broken = source.replace('<Section labelledBy="positions-title">', '<a href="/no-such-page">Broken</a>\n      <Section labelledBy="positions-title">')
  expect(broken).not.toBe(source)
  project.write(page, broken)
})

afterAll(() => project?.dispose())

it('fails on the broken link and leaves the previous dist/ untouched', () => {
  const before = folderHash(path.join(project.dir, 'dist'))
  let failure: { status: number; stdout: string; stderr: string } | undefined
  try {
    project.run('npm', ['run', 'build'])
  } catch (error) {
    failure = error as typeof failure
  }
  expect(failure?.status).toBe(1)
  expect(failure?.stderr).toMatch(/careers\/index\.html: href="\/no-such-page": nothing is built at \/no-such-page/)
  expect(failure?.stderr).toContain('Build failed; dist/ is unchanged.')
  // The broken page was written, in the temporary folder only.
  expect(failure?.stdout).toMatch(/✓ prerender/)
  expect(folderHash(path.join(project.dir, 'dist'))).toBe(before)
  expect(fs.readdirSync(path.join(project.dir, '.build-tmp'))).toEqual([])
}, 120_000)
