import { afterAll, describe, expect, it, vi } from 'vitest'
import type { Content } from './loader'

import { stopTrackingReads, trackingReads as tracking } from './test-fixtures'

const global = globalThis as { kileleTrackReads?: boolean; kileleReads?: unknown }
afterAll(stopTrackingReads)

const post = (slug: string, title: string, body = `Body of ${slug}.`) => ({ slug, title, body, category: 'Security', date: '2026-01-01', tags: ['a'] })

/** An edition with posts, a data file and its language; enough of Content's shape for the proxies. */
function edition(posts = [post('one', 'One'), post('two', 'Two'), post('three', 'Three')]): Content {
  return { lang: 'en', blog: posts, services: [], data: { 'site.yaml': { phone: '+254 700 000 000' }, 'pages/home.yaml': { title: 'Home' } }, translatedData: new Set(['site.yaml']) } as unknown as Content
}

const SEP = '\u0000'
const key = (...parts: string[]) => parts.join(SEP)

describe('trackedEdition', () => {
  it('notes each field a page reads of an entry, the list when it is used, a data file and a property of the edition', async () => {
    const { trackedEdition, tracker } = await tracking()
    const content = trackedEdition(edition())
    tracker.start()
    const found = content.blog.find((entry) => entry.slug === 'two')!
    void found.title
    void content.data['site.yaml' as never]
    void content.lang
    const reads = tracker.finish()
    expect(reads).toContain(key('list', 'en', 'blog'))
    expect(reads).toContain(key('entry', 'en', 'blog', 'two', 'title'))
    // find read the slugs of the entries up to the one it found, not their bodies
    expect(reads).toContain(key('entry', 'en', 'blog', 'one', 'slug'))
    expect(reads.some((read) => read.endsWith(`${SEP}body`))).toBe(false)
    expect(reads).toContain(key('data', 'en', 'site.yaml'))
    expect(reads).not.toContain(key('data', 'en', 'pages/home.yaml'))
    expect(reads).toContain(key('edition', 'en', 'lang'))
    expect(reads).not.toContain(key('list', 'en', 'services'))
  })

  it('notes nothing outside a page, and hands out the edition itself when tracking is off', async () => {
    const { trackedEdition, tracker } = await tracking()
    const content = trackedEdition(edition())
    void content.blog[0]!.title
    tracker.start()
    expect(tracker.finish()).toEqual([])
    global.kileleTrackReads = false
    vi.resetModules()
    delete global.kileleReads
    const off = await import('./read-tracking')
    const raw = edition()
    expect(off.trackedEdition(raw)).toBe(raw)
  })

  it('notes a data file the Swahili edition shares with the English one as the Swahili edition\'s read', async () => {
    const { trackedEdition, tracker, readValues } = await tracking()
    const english = edition()
    const swahili = { ...edition(), lang: 'sw', data: english.data } as unknown as Content
    const en = trackedEdition(english)
    const sw = trackedEdition(swahili)
    tracker.start()
    void en.data['site.yaml' as never]
    void sw.data['site.yaml' as never]
    const reads = tracker.finish()
    expect(reads).toContain(key('data', 'en', 'site.yaml'))
    expect(reads).toContain(key('data', 'sw', 'site.yaml'))
    // translated later: a value of its own, so the Swahili pages that read it are rendered again
    const before = readValues({ en: english, sw: swahili })
    const translated = { ...swahili, data: { ...english.data, 'site.yaml': { phone: '+254 700 000 000', note: 'Kiswahili' } } } as unknown as Content
    expect(readValues({ en: english, sw: translated })(key('data', 'sw', 'site.yaml'))).not.toBe(before(key('data', 'sw', 'site.yaml')))
    expect(readValues({ en: english, sw: translated })(key('data', 'en', 'site.yaml'))).toBe(before(key('data', 'en', 'site.yaml')))
  })

  it('counts a field read of many entries as one read of that field of every entry', async () => {
    const { trackedEdition, tracker, COLUMN_AFTER } = await tracking()
    const posts = Array.from({ length: COLUMN_AFTER + 1 }, (_, i) => post(`p${i}`, `Post ${i}`))
    const content = trackedEdition(edition(posts))
    tracker.start()
    const titles = content.blog.map((entry) => entry.title)
    void content.blog[0]!.body
    const reads = tracker.finish()
    expect(titles).toHaveLength(COLUMN_AFTER + 1)
    expect(reads).toContain(key('column', 'en', 'blog', 'title'))
    expect(reads.filter((read) => read.endsWith(`${SEP}title`))).toEqual([key('column', 'en', 'blog', 'title')])
    expect(reads).toContain(key('entry', 'en', 'blog', 'p0', 'body'))
  })
})

describe('collapse', () => {
  it('makes a column of each language, kind and field read of more than COLUMN_AFTER entries, and of nothing else', async () => {
    const { collapse, readKey, COLUMN_AFTER } = await tracking()
    const many = Array.from({ length: COLUMN_AFTER + 1 }, (_, i) => `post-${i}`)
    const reads = [
      ...many.map((slug) => readKey.entry('en', 'blog', slug, 'date')),
      ...many.map((slug) => readKey.entry('sw', 'blog', slug, 'date')),
      ...many.slice(1).map((slug) => readKey.entry('en', 'events', slug, 'date')),
      ...many.map((slug) => readKey.entry('en', 'blog', slug, 'title')).slice(0, COLUMN_AFTER),
      readKey.entry('en', 'blog', 'post-0', ''),
      readKey.list('en', 'blog'),
      readKey.data('en', 'site.yaml'),
    ]
    expect(collapse(reads)).toEqual(
      [
        key('column', 'en', 'blog', 'date'),
        key('column', 'sw', 'blog', 'date'),
        ...many.slice(1).map((slug) => key('entry', 'en', 'events', slug, 'date')),
        ...many.slice(0, COLUMN_AFTER).map((slug) => key('entry', 'en', 'blog', slug, 'title')),
        key('entry', 'en', 'blog', 'post-0', ''),
        key('list', 'en', 'blog'),
        key('data', 'en', 'site.yaml'),
      ].sort(),
    )
  })
})

describe('rememberReads', () => {
  it('gives every page that uses a kept value the reads that made it', async () => {
    const { trackedEdition, tracker, rememberReads } = await tracking()
    const content = trackedEdition(edition())
    const memo = new WeakMap<object, { value: string[]; reads: string[] }>()
    const titles = () => rememberReads(memo, content.blog, () => content.blog.map((entry) => entry.title))
    tracker.start()
    expect(titles()).toEqual(['One', 'Two', 'Three'])
    const first = tracker.finish()
    tracker.start()
    expect(titles()).toEqual(['One', 'Two', 'Three'])
    const second = tracker.finish()
    expect(second).toContain(key('entry', 'en', 'blog', 'three', 'title'))
    expect(second).toEqual(first)
  })
})

describe('readValues', () => {
  it('gives a read the same value while what it read is the same, and another when that changed', async () => {
    const { readValues } = await tracking()
    const before = readValues({ en: edition() })
    const retitled = readValues({ en: edition([post('one', 'One'), post('two', 'Two, retitled'), post('three', 'Three')]) })
    const reordered = readValues({ en: edition([post('two', 'Two'), post('one', 'One'), post('three', 'Three')]) })
    const title = (slug: string) => key('entry', 'en', 'blog', slug, 'title')
    expect(retitled(title('one'))).toBe(before(title('one')))
    expect(retitled(title('two'))).not.toBe(before(title('two')))
    expect(retitled(key('column', 'en', 'blog', 'title'))).not.toBe(before(key('column', 'en', 'blog', 'title')))
    expect(retitled(key('column', 'en', 'blog', 'body'))).toBe(before(key('column', 'en', 'blog', 'body')))
    expect(retitled(key('list', 'en', 'blog'))).toBe(before(key('list', 'en', 'blog')))
    expect(reordered(key('list', 'en', 'blog'))).not.toBe(before(key('list', 'en', 'blog')))
    // an entry that is gone, a field added, a data file changed
    const fewer = readValues({ en: edition([post('one', 'One')]) })
    expect(fewer(title('two'))).not.toBe(before(title('two')))
    const withCover = readValues({ en: edition([{ ...post('one', 'One'), cover: '/x.jpg' } as never, post('two', 'Two'), post('three', 'Three')]) })
    expect(withCover(key('entry', 'en', 'blog', 'one', 'cover'))).not.toBe(before(key('entry', 'en', 'blog', 'one', 'cover')))
    expect(withCover(key('keys', 'en', 'blog', 'one'))).not.toBe(before(key('keys', 'en', 'blog', 'one')))
    const phone = { ...edition(), data: { 'site.yaml': { phone: '+254 711 111 111' }, 'pages/home.yaml': { title: 'Home' } } } as unknown as Content
    expect(readValues({ en: phone })(key('data', 'en', 'site.yaml'))).not.toBe(before(key('data', 'en', 'site.yaml')))
    expect(readValues({ en: phone })(key('data', 'en', 'pages/home.yaml'))).toBe(before(key('data', 'en', 'pages/home.yaml')))
    // the same words are the same value, however V8 holds the string (a slice of a text with a character
    // beyond Latin-1 is held two bytes a character)
    const sliced = ('€' + 'Two').slice(1)
    expect(readValues({ en: edition([post('one', 'One'), post('two', sliced), post('three', 'Three')]) })(title('two'))).toBe(before(title('two')))
    // strings that run together differently are other values
    const dataOf = (value: unknown) => readValues({ en: { ...edition(), data: { 'site.yaml': value } } as unknown as Content })(key('data', 'en', 'site.yaml'))
    const split = [{ tags: ['a', 'b'] }, { tags: ['a,b'] }, { tags: ['ab', ''] }, { tags: ['a"', 'b'] }, { 'tags"': ['a', 'b'] }, { tags: '2"ab' }, { tags: ['ab'] }]
    expect(new Set(split.map(dataOf)).size).toBe(split.length)
    // two entries of one slug name no one entry: what is read of them is never the same
    const twice = edition([post('one', 'One'), post('one', 'One')])
    expect(readValues({ en: twice })(title('one'))).not.toBe(readValues({ en: twice })(title('one')))
  })
})

describe('facts noted instead of their inputs (recordDerived)', () => {
  /** Fresh modules with tracking on, and the lookups that note facts. */
  async function facts() {
    const module = await tracking()
    return { ...module, bySlug: (await import('./by-slug')).bySlug, slugReads: (await import('./by-slug')).slugReads, ...(await import('./related')) }
  }
  const dated = (slug: string, category: string, date: string) => ({ ...post(slug, slug), category, date })

  it('a slug looked up is one fact: another post added or retitled is not a read of the page', async () => {
    const { trackedEdition, tracker, bySlug, slugReads, readValues } = await facts()
    const content = trackedEdition(edition())
    tracker.start()
    expect(bySlug(content.blog, 'two')!.title).toBe('Two')
    const reads = tracker.finish()
    expect(reads).toEqual([key('derived', 'slug', 'en', 'blog', 'two'), key('entry', 'en', 'blog', 'two', 'title')])
    const before = readValues({ en: edition() }, slugReads)
    const more = readValues({ en: edition([post('one', 'One, retitled'), post('two', 'Two'), post('three', 'Three'), post('four', 'Four')]) }, slugReads)
    const gone = readValues({ en: edition([post('one', 'One'), post('three', 'Three')]) }, slugReads)
    expect(more(reads[0]!)).toBe(before(reads[0]!))
    expect(gone(reads[0]!)).not.toBe(before(reads[0]!))
  })

  it('related posts are one fact, worked out again by the build: a post that changes them is a change, another is not', async () => {
    const { trackedEdition, tracker, bySlug, relatedPosts, relatedReads, readValues } = await facts()
    const posts = [dated('a', 'Security', '2026-03-01'), dated('b', 'Security', '2026-02-01'), dated('c', 'Cloud', '2026-01-01'), dated('d', 'Security', '2025-12-01')]
    const content = trackedEdition(edition(posts))
    tracker.start()
    // the post as its page finds it: by its slug
    const shown = relatedPosts(bySlug(content.blog, 'd')!, content.blog).map((entry) => entry.slug)
    const reads = tracker.finish()
    expect(shown).toEqual(['a', 'b'])
    const fact = key('derived', 'related', 'en', 'blog', 'd', '2')
    expect(reads).toContain(fact)
    expect(reads.some((read) => read.startsWith(`column${SEP}`) || read.startsWith(`list${SEP}`))).toBe(false)
    const valueOf = (list: typeof posts) => readValues({ en: edition(list) }, relatedReads)(fact)
    expect(valueOf([...posts, dated('e', 'Cloud', '2026-04-01')])).toBe(valueOf(posts))
    expect(valueOf([...posts, dated('e', 'Security', '2026-04-01')])).not.toBe(valueOf(posts))
    // a fact whose name the build does not know is never the same
    expect(readValues({ en: edition(posts) })(fact)).not.toBe(readValues({ en: edition(posts) })(fact))
  })

  it('notes nothing of what untracked work reads', async () => {
    const { trackedEdition, tracker, untracked } = await tracking()
    const content = trackedEdition(edition())
    tracker.start()
    expect(untracked(() => content.blog.map((entry) => entry.title))).toEqual(['One', 'Two', 'Three'])
    expect(tracker.finish()).toEqual([])
  })
})
