/**
 * A writer adds one Markdown file with a JPG photo; the build gains its page and its card, and the photo
 * is served as WebP copies with a srcset, with no code change. What else changes (a new list page, which
 * post is newest) is worked out from content/, whatever it holds.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { todayIso } from '#/lib/dates'
import { loadContent, type Content } from '#/lib/content/loader'
import { siteRoutes } from '#/lib/content/routes'
import { copyProject } from '#/scripts/lib/project-copy'
import { titleOf, visibleText } from './support/html'

let project: ReturnType<typeof copyProject>
/** The content of the last build (npm test builds dist/ first) and of the copy with the new post. */
const before = loadContent()
let after: Content
/** The new post's slug: the example's own (WRITING.md), or the first free one after it when content/ already has a post of that name. */
const slug = ['my-post', ...Array.from({ length: 50 }, (_, i) => `my-post-${i + 2}`)].find(
  (name) => !before.blog.some((post) => post.slug === name) && !['md', 'mdx'].some((ext) => fs.existsSync(path.join('content/blog', `${name}.${ext}`))),
)!

beforeAll(async () => {
  project = copyProject()
  fs.mkdirSync(path.join(project.dir, 'public/images/blog'), { recursive: true })
  await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#1d6fb8' } }).jpeg().toFile(path.join(project.dir, 'public/images/blog/kisumu-office.jpg'))
  project.write(
    `content/blog/${slug}.md`,
    [
      '---',
      'title: "Backing Up a Small Office in Kisumu"',
      'excerpt: "Three copies, two media, one off-site: the backup rule applied to a ten-person office."',
      'category: Technology',
      `date: ${todayIso()}`,
      'author: Brian Otieno',
      '---',
      '',
      'Most backups fail because nobody tests the restore. A ten-person accounting office near Oginga Odinga',
      'Street had copied its files to an external disk every Friday for three years. When a power surge took',
      'out the server in March, the disk turned out to hold nothing newer than the previous October: the copy',
      'job had been failing quietly since someone changed the server password.',
      '',
      '## Why backups fail',
      '',
      'The usual causes are not exotic. A copy job stops after a password change or a full disk, and nobody',
      'reads the warning e-mails. The only copy sits in the same room as the server, so a fire, a flood or a',
      'burglary takes both. Ransomware reaches the backup share because it is always connected. And the',
      'person who set it all up has moved on, taking the know-how with them.',
      '',
      '## The rule we apply',
      '',
      '- Keep three copies',
      '- On two kinds of media',
      '- One of them off-site',
      '',
      'For this office that meant the working files on a new server, a nightly copy to a disk that is',
      'unplugged and locked in a drawer between runs, and an encrypted copy in a cloud region chosen with the',
      'Data Protection Act in mind. The cloud copy keeps thirty daily versions, so a file encrypted by',
      'ransomware on a Tuesday can be brought back as it was on Monday.',
      '',
      '![The server cupboard of a ten-person office](/images/blog/kisumu-office.jpg)',
      '',
      '## Testing the restore',
      '',
      'Once a month the office manager picks one file at random and restores it from each copy onto a spare',
      'laptop, noting how long it took. Once a quarter we restore the whole accounting folder and open it in',
      'the software the firm uses every day. The first test found a cloud account tied to the e-mail address',
      'of a partner who had retired; it took ten minutes to fix, and it would have cost days after a fire.',
      '',
      'None of this needs expensive equipment. It needs a written plan, one named owner and a restore that',
      'has worked recently. If your office has not tried a restore this year, [talk to us](/contact) before',
      'you need one.',
      '',
    ].join('\n'),
  )
  after = loadContent({ root: path.join(project.dir, 'content') })
  project.run('npm', ['run', 'build'])
}, 300_000)

afterAll(() => project?.dispose())

it('adds the new post\'s page', () => {
  const html = project.read(`dist/client/blog/${slug}/index.html`)
  expect(titleOf(html)).toBe('Backing Up a Small Office in Kisumu - Kilele Technologies')
  expect(visibleText(html)).toContain('Most backups fail because nobody tests the restore.')
  expect(html).toMatch(/<h2[^>]*>Why backups fail<\/h2>/)
  expect(html).toMatch(/<li>On two kinds of media<\/li>/)
})

it('serves its JPG photo as WebP copies at each width, sized, lazy, with a srcset for the article column', async () => {
  const html = project.read(`dist/client/blog/${slug}/index.html`)
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
  expect(project.run(process.execPath, ['--import', 'tsx', 'scripts/budget.ts'])).toContain('budget: every route within budget')
})

it('adds its card to /blog, linking to the new page', () => {
  const html = project.read('dist/client/blog/index.html')
  expect(visibleText(html)).toContain('Backing Up a Small Office in Kisumu')
  expect(html).toContain(`href="/blog/${slug}"`)
})

it('shows the newest post on /blog/post: the new one, dated today, unless a post of the same day sorts before it', () => {
  const newest = after.blog[0]!
  expect(newest.date).toBe(todayIso())
  if (!before.blog.some((p) => p.date === todayIso())) expect(newest.slug).toBe(slug)
  expect(titleOf(project.read('dist/client/blog/post/index.html'))).toBe(`Latest article: ${newest.title} - Kilele Technologies`)
})

it('diff-build against the build without it: the new page (and a new list page if the posts now fill one more) added, its lists changed, nothing else', () => {
  const old = siteRoutes(before)
  const added = [...siteRoutes(after)].filter((route) => !old.has(route)).sort()
  expect(added).toContain(`/blog/${slug}`)
  const report = project.run(process.execPath, ['--import', 'tsx', 'scripts/diff-build.ts', path.resolve('dist/client'), 'dist/client', '--pages', 'site-diff-pages.json'])
  expect(report).toMatch(new RegExp(`^${added.length} routes? added, 0 removed, \\d+ changed, \\d+ unchanged\\.`, 'm'))
  expect(report).toContain(`- \`/blog/${slug}\` Backing Up a Small Office in Kisumu - Kilele Technologies`)
  for (const route of added.filter((r) => r.startsWith('/blog/page/'))) expect(report).toContain(`- \`${route}\` Blog, page ${route.split('/').at(-1)} - Kilele Technologies`)
  expect(report).toContain('`/blog/category/technology` (')
  expect(report).toContain('`/blog` (')
  if (after.blog[0]!.slug !== before.blog[0]?.slug) expect(report).toContain('`/blog/post` (')
  expect(report).not.toContain('`/about`')
  expect(report).not.toContain('`/services/cybersecurity`')
  // the routes the preview comment links to (scripts/ci/preview-comment.mjs): the same added and changed pages
  const pages = JSON.parse(project.read('site-diff-pages.json')) as { added: string[]; changed: string[] }
  expect(pages.added.sort()).toEqual(added)
  expect(pages.changed).toEqual(expect.arrayContaining(['/blog', '/blog/category/technology']))
  expect(pages.changed).not.toContain('/about')
})
