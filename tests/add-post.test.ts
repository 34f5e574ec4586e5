/** A writer adds one Markdown file; the build gains its page and its card with no code change. */
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { todayIso } from '#/lib/dates'
import { copyProject } from '#/scripts/lib/project-copy'
import { titleOf, visibleText } from './support/html'

let project: ReturnType<typeof copyProject>

beforeAll(() => {
  project = copyProject()
  project.write(
    'content/blog/my-post.md',
    [
      '---',
      'title: "Backing Up a Small Office in Kisumu"',
      'excerpt: "Three copies, two media, one off-site: the backup rule applied to a ten-person office."',
      'category: Technology',
      `date: ${todayIso()}`,
      'author: Brian Otieno',
      '---',
      '',
      '## Why backups fail',
      '',
      'Most backups fail because nobody tests the restore.',
      '',
      '- Keep three copies',
      '- On two kinds of media',
      '- One of them off-site',
      '',
    ].join('\n'),
  )
  project.run('npx', ['vike', 'build'])
}, 180_000)

afterAll(() => project?.dispose())

it('adds /blog/my-post', () => {
  const html = project.read('dist/client/blog/my-post/index.html')
  expect(titleOf(html)).toBe('Backing Up a Small Office in Kisumu - Kilele Technologies')
  expect(visibleText(html)).toContain('Most backups fail because nobody tests the restore.')
  expect(html).toMatch(/<h2[^>]*>Why backups fail<\/h2>/)
  expect(html).toMatch(/<li>On two kinds of media<\/li>/)
})

it('adds its card to /blog, linking to the new page', () => {
  const html = project.read('dist/client/blog/index.html')
  expect(visibleText(html)).toContain('Backing Up a Small Office in Kisumu')
  expect(html).toContain('href="/blog/my-post"')
})

it('shows it as the newest post on /blog/post', () => {
  expect(titleOf(project.read('dist/client/blog/post/index.html'))).toBe('Latest article: Backing Up a Small Office in Kisumu - Kilele Technologies')
})

it('diff-build against the build without it: the new page (and, as a 7th post, page 2 of the list) added, its lists changed, nothing else', () => {
  const report = project.run('npx', ['tsx', 'scripts/diff-build.ts', path.resolve('dist/client'), 'dist/client'])
  expect(report).toMatch(/2 routes added, 0 removed, \d+ changed, \d+ unchanged\./)
  expect(report).toContain('- `/blog/my-post` Backing Up a Small Office in Kisumu - Kilele Technologies')
  expect(report).toContain('- `/blog/page/2` Blog, page 2 - Kilele Technologies')
  expect(report).toContain('`/blog/category/technology` (')
  expect(report).toContain('`/blog` (')
  expect(report).toContain('`/blog/post` (')
  expect(report).not.toContain('`/about`')
  expect(report).not.toContain('`/services/cybersecurity`')
})
