/**
 * A writer adds one Markdown file with a JPG photo; the build gains its page and its card, and the photo
 * is served as WebP copies with a srcset, with no code change.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { todayIso } from '#/lib/dates'
import { copyProject } from '#/scripts/lib/project-copy'
import { titleOf, visibleText } from './support/html'

let project: ReturnType<typeof copyProject>

beforeAll(async () => {
  project = copyProject()
  fs.mkdirSync(path.join(project.dir, 'public/images/blog'), { recursive: true })
  await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#1d6fb8' } }).jpeg().toFile(path.join(project.dir, 'public/images/blog/kisumu-office.jpg'))
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
      '![The server cupboard of a ten-person office](/images/blog/kisumu-office.jpg)',
      '',
    ].join('\n'),
  )
  project.run('npm', ['run', 'build'])
}, 180_000)

afterAll(() => project?.dispose())

it('adds /blog/my-post', () => {
  const html = project.read('dist/client/blog/my-post/index.html')
  expect(titleOf(html)).toBe('Backing Up a Small Office in Kisumu - Kilele Technologies')
  expect(visibleText(html)).toContain('Most backups fail because nobody tests the restore.')
  expect(html).toMatch(/<h2[^>]*>Why backups fail<\/h2>/)
  expect(html).toMatch(/<li>On two kinds of media<\/li>/)
})

it('serves its JPG photo as WebP copies at each width, sized, lazy, with a srcset for the article column', async () => {
  const html = project.read('dist/client/blog/my-post/index.html')
  const img = /<img[^>]*alt="The server cupboard of a ten-person office"[^>]*>/.exec(html)?.[0] ?? ''
  expect(img).toContain('src="/images/blog/kisumu-office-800w.webp"')
  // React writes the attribute as srcSet; HTML attribute names are case-insensitive.
  expect(img.toLowerCase()).toContain('srcset="/images/blog/kisumu-office-400w.webp 400w, /images/blog/kisumu-office-800w.webp 800w, /images/blog/kisumu-office-1200w.webp 1200w, /images/blog/kisumu-office-1600w.webp 1600w"')
  expect(img).toContain('sizes="(min-width: 48rem) 44rem, 100vw"')
  expect(img).toMatch(/width="1000" height="750"/)
  expect(img).toContain('loading="lazy"')
  const widths = await Promise.all([400, 800, 1200, 1600].map(async (w) => (await sharp(path.join(project.dir, `dist/client/images/blog/kisumu-office-${w}w.webp`)).metadata()).width))
  expect(widths).toEqual([400, 800, 1000, 1000])
})

it('stays within every budget, image rules included', () => {
  expect(project.run('npx', ['tsx', 'scripts/budget.ts'])).toContain('budget: every route within budget')
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
