import { describe, expect, it } from 'vitest'
import { tempFolders, writeFilesIn } from '../../lib/cache/temp-folders'
import { diffLines, diffSites, formatSiteDiff, pageText, readSite } from './site-diff'

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title><meta name="description" content="About ${title}"><style>.a{}</style></head>` +
  `<body><main><h1>${title}</h1>${body}</main><script type="module" src="/assets/entry-abc123.js"></script></body></html>`

const folder = tempFolders('site-diff-')
const site = (files: Record<string, string>): string => writeFilesIn(folder(), files)

describe('pageText', () => {
  it('keeps title, description and visible blocks; drops scripts and styles', () => {
    expect(pageText(page('Blog', '<p>First <b>post</b></p><script>var x</script>'))).toEqual({
      title: 'Blog',
      lines: ['title: Blog', 'description: About Blog', 'Blog', 'First post'],
    })
  })
})

describe('diffLines', () => {
  it('finds lines added and removed around common ones', () => {
    expect(diffLines(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e'])).toEqual({ removed: ['b'], added: ['x', 'e'] })
    expect(diffLines(['a'], ['a'])).toEqual({ removed: [], added: [] })
  })
})

describe('diffSites', () => {
  it('reports added, removed and changed routes, ignores hashed assets and markup-only changes', () => {
    const before = site({
      'index.html': page('Home', '<p>Welcome</p>'),
      'blog/index.html': page('Blog', '<ul><li>Old post</li></ul>'),
      'about/index.html': page('About', '<p>Us</p>'),
      'old/index.html': page('Old', '<p>Gone</p>'),
      '404.html': page('Not found', '<p>404</p>'),
      'assets/entry-abc123.js': 'a',
      'rss.xml': '<rss>1</rss>',
    })
    const after = site({
      'index.html': page('Home', '<div><p>Welcome</p></div>'),
      'blog/index.html': page('Blog', '<ul><li>New post</li><li>Old post</li></ul>'),
      'blog/new-post/index.html': page('New post', '<p>Hello</p>'),
      'about/index.html': page('About', '<p>Us</p>'),
      '404.html': page('Not found', '<p>404</p>'),
      'assets/entry-def456.js': 'b',
      'rss.xml': '<rss>2</rss>',
      'sitemap.xml': '<urlset/>',
    })
    const diff = diffSites(readSite(before), readSite(after))
    expect(diff.added).toEqual([{ route: '/blog/new-post', title: 'New post' }])
    expect(diff.removed).toEqual([{ route: '/old', title: 'Old' }])
    expect(diff.changed).toEqual([{ route: '/blog', added: ['New post'], removed: [] }])
    expect(diff.unchanged).toBe(3)
    expect(diff.files).toEqual({ added: ['sitemap.xml'], removed: [], changed: ['rss.xml'] })
    const report = formatSiteDiff(diff)
    expect(report).toContain('1 route added, 1 removed, 1 changed, 3 unchanged.')
    expect(report).toContain('- `/blog/new-post` New post')
    expect(report).toContain('```diff\n+ New post\n```')
    expect(report).toContain('- changed: `rss.xml`')
  })

  it('keeps what the pages say from breaking out of the report or notifying anyone', () => {
    const before = readSite(site({ 'index.html': page('Home', '<p>Hi</p>') }))
    const after = readSite(
      site({
        'index.html': page('Home', '<p>Type ``` then ````</p>'),
        'blog/x/index.html': page('Ask @kilele-admin about *this* [link](https://x.example) &lt;img&gt;', ''),
      }),
    )
    const report = formatSiteDiff(diffSites(before, after))
    expect(report).toContain('`````diff\n- Hi\n+ Type ``` then ````\n`````')
    expect(report).toContain('- `/blog/x` Ask @\u2060kilele-admin about \\*this\\* \\[link\\]\\(https://x.example\\) \\<img\\>')
  })

  it('caps the lines shown per route', () => {
    const lines = Array.from({ length: 20 }, (_, i) => `<p>line ${i}</p>`).join('')
    const diff = diffSites(readSite(site({ 'index.html': page('A', '') })), readSite(site({ 'index.html': page('A', lines) })))
    expect(formatSiteDiff(diff, { maxLines: 5 })).toContain('… 15 more lines')
  })
})
