import fs from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadContent } from './loader'
import { contentFixture, postFile, problemsOf, validPost } from './test-fixtures'

let fixture: ReturnType<typeof contentFixture>
beforeEach(() => {
  fixture = contentFixture()
})
afterEach(() => fixture.dispose())

const load = (options = {}) => loadContent({ root: fixture.root, today: '2026-11-21', ...options })

describe('ordering', () => {
  it('sorts posts newest first', () => {
    const dates = load().blog.map((p) => p.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('sorts services, solutions, studies and team by their order field', () => {
    const content = load()
    for (const list of [content.services, content.solutions, content['case-studies'], content.team]) {
      const orders = list.map((e) => e.order)
      expect(orders).toEqual([...orders].sort((a, b) => a - b))
    }
  })
})

describe('slugs', () => {
  it('uses the file name', () => {
    fixture.write('blog/my-new-post.md', postFile(validPost))
    expect(load().blog.map((p) => p.slug)).toContain('my-new-post')
  })

  it('lets frontmatter set the slug', () => {
    fixture.write('blog/whatever.md', postFile({ ...validPost, slug: 'chosen-slug' }))
    const slugs = load().blog.map((p) => p.slug)
    expect(slugs).toContain('chosen-slug')
    expect(slugs).not.toContain('whatever')
  })

  it('keeps the service page slug apart from its id', () => {
    const cctv = load().services.find((s) => s.id === 'cctv-installation')
    expect(cctv?.slug).toBe('cctv')
  })

  it('reports two files with one slug', () => {
    fixture.write('blog/one.md', postFile({ ...validPost, slug: 'same' }))
    fixture.write('blog/two.md', postFile({ ...validPost, slug: 'same' }))
    expect(problemsOf(load)).toMatch(/content\/blog\/two\.md|blog\/two\.md.*slug "same" is already used/)
  })
})

describe('publication', () => {
  it('drops drafts and scheduled posts, unless previewing', () => {
    fixture.write('blog/a-draft.md', postFile({ ...validPost, draft: true }))
    fixture.write('blog/a-future-post.md', postFile({ ...validPost, date: '2027-01-01' }))
    const published = load().blog.map((p) => p.slug)
    expect(published).not.toContain('a-draft')
    expect(published).not.toContain('a-future-post')
    const preview = load({ preview: true }).blog
    expect(preview.find((p) => p.slug === 'a-draft')?.status).toBe('draft')
    expect(preview.find((p) => p.slug === 'a-future-post')?.status).toBe('scheduled')
  })
})

describe('normalising', () => {
  it('computes the reading time from the word count unless frontmatter sets it', () => {
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ')
    fixture.write('blog/long.md', postFile(validPost, words))
    fixture.write('blog/pinned.md', postFile({ ...validPost, readTime: 9 }, words))
    const posts = load().blog
    expect(posts.find((p) => p.slug === 'long')?.readTime).toBe(3)
    expect(posts.find((p) => p.slug === 'pinned')?.readTime).toBe(9)
  })

  it('reads a number or true/false in a text field as the writer typed it, leading zeros and all', () => {
    const file = 'case-studies/duka-mart-pos-rollout.mdx'
    const written = fs.readFileSync(`${fixture.root}/${file}`, 'utf8')
    fixture.write(file, written.replace('value: "18"', 'value: 018').replace('value: "35%"', 'value: 1.50').replace('label: "Stores Live"', 'label: true'))
    fixture.write('blog/numbers.md', '---\ntitle: 2026\nexcerpt: E\ncategory: Cloud\ndate: 2026-03-04\nauthor: Brian Otieno\ntags: [2026, budget]\n---\n\nBody.\n')
    const content = load()
    const study = content['case-studies'].find((s) => s.slug === 'duka-mart-pos-rollout')!
    expect(study.metrics.map((m) => m.value)).toEqual(['40%', '1.50', '018', '100%'])
    expect(study.metrics[2]!.label).toBe('true')
    const post = content.blog.find((p) => p.slug === 'numbers')!
    expect([post.title, post.tags]).toEqual(['2026', ['2026', 'budget']])
  })

  it('does so beside a title in curly quotes with a colon (the file read as parseYaml reads it)', () => {
    fixture.write('blog/curly.md', '---\ntitle: “Budgets: a tea factory’s year”\nexcerpt: E\ncategory: Cloud\ndate: 2026-03-04\nauthor: Brian Otieno\ntags: [2026, budget]\n---\n\nBody.\n')
    const post = load().blog.find((p) => p.slug === 'curly')!
    expect([post.title, post.tags]).toEqual(['Budgets: a tea factory’s year', ['2026', 'budget']])
  })

  it('still asks for text where a list or group was written', () => {
    fixture.write('blog/listed.md', '---\ntitle: [One, Two]\nexcerpt: E\ncategory: Cloud\ndate: 2026-03-04\nauthor: Brian Otieno\n---\n\nBody.\n')
    expect(problemsOf(load)).toMatch(/blog\/listed\.md:2 \(title\): must be text/)
  })

  it('reads dates as YYYY-MM-DD strings', () => {
    fixture.write('blog/dated.md', '---\ntitle: T\nexcerpt: E\ncategory: Cloud\ndate: 2026-03-04\nauthor: Brian Otieno\n---\n\nBody.\n')
    expect(load().blog.find((p) => p.slug === 'dated')?.date).toBe('2026-03-04')
  })
})

describe('errors', () => {
  it('reports every problem of every file in one error, naming file and field', () => {
    fixture.write('blog/bad-category.md', postFile({ ...validPost, category: 'Gossip' }))
    fixture.write('blog/no-title.md', postFile({ ...validPost, title: undefined }))
    fixture.write('blog/empty.md', postFile(validPost, ''))
    const message = problemsOf(load)
    expect(message).toMatch(/blog\/bad-category\.md:\d+ \(category\)/)
    expect(message).toMatch(/blog\/no-title\.md \(title\): is required/)
    expect(message).toMatch(/blog\/empty\.md \(body\): the body is empty/)
    expect(message).toMatch(/3 problems/)
  })

  it('reports a YAML syntax error', () => {
    fixture.write('blog/broken.md', '---\ntitle: [unclosed\n---\n\nBody\n')
    expect(problemsOf(load)).toMatch(/blog\/broken\.md/)
  })

  it('requires exactly one featured case study', () => {
    const file = 'case-studies/afya-health-network-cloud-records.mdx'
    const path = `${fixture.root}/${file}`
    fs.writeFileSync(path, fs.readFileSync(path, 'utf8').replace('featured: false', 'featured: true'))
    expect(problemsOf(load)).toMatch(/exactly one case study must set featured: true, found 2/)
  })
})
