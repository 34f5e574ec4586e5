import type { PageContextServer } from 'vike/types'
import { afterEach, describe, expect, it } from 'vitest'
import { layoutData } from '#/lib/layout-data'
import type { PageHead } from '#/lib/seo'
import { onRenderHtml } from './+onRenderHtml'
import { drawingsMade } from './chrome'

const head: PageHead = { title: "A page's title", description: 'What the page is about' }

/** A page at `pathname`; its layout without language switchers (which name the page), unless `own` */
function pageContext(pathname: string, Page: () => React.ReactNode, { whatsapp, own = false, translation }: { whatsapp?: string; own?: boolean; translation?: string } = {}): PageContextServer {
  const layout = layoutData(pathname, head, 'en')
  const switchers = translation === undefined ? (own ? layout.switchers : []) : [{ lang: 'sw', href: translation, name: 'Kiswahili', label: 'Soma kwa Kiswahili' }]
  const changed = { ...layout, ...(whatsapp === undefined ? {} : { whatsapp }), switchers }
  return { urlPathname: pathname, Page, data: { head }, layout: changed } as unknown as PageContextServer
}

const html = async (context: PageContextServer) => {
  const document = (await onRenderHtml(context)) as unknown as { _escaped: string }
  return document._escaped
}

/** The page rendered whole (CHROME_MEMO=off) and with the layout's drawing. */
async function bothWays(context: PageContextServer): Promise<{ whole: string; drawn: string }> {
  process.env.CHROME_MEMO = 'off'
  const whole = await html(context)
  delete process.env.CHROME_MEMO
  return { whole, drawn: await html(context) }
}

const Article = () => <article><h1>Hello</h1><p>Some text.</p></article>

describe('the layout drawn once for the pages it fits (renderer/chrome.tsx)', () => {
  afterEach(() => {
    delete process.env.CHROME_MEMO
  })

  it('gives every page the bytes of its whole render, and pages whose path gets the same answers share a drawing', async () => {
    const first = await bothWays(pageContext('/blog/first-post', Article))
    expect(first.drawn).toBe(first.whole)
    const before = drawingsMade()
    const second = await bothWays(pageContext('/blog/second-post', Article))
    expect(second.drawn).toBe(second.whole)
    expect(drawingsMade()).toBe(before)
    // the same props, but the menu marks a link as the current page: another drawing
    const about = await bothWays(pageContext('/about', Article))
    expect(about.drawn).toBe(about.whole)
    expect(about.drawn).toMatch(/aria-current="page"[^>]*>About</)
    expect(drawingsMade()).toBe(before + 1)
    // and the language switcher to this page's translation: another again
    const translated = await bothWays(pageContext('/about', Article, { own: true }))
    expect(translated.drawn).toBe(translated.whole)
    expect(translated.drawn).toContain('href="/sw/about"')
    expect(drawingsMade()).toBe(before + 2)
  })

  it("puts each page's language switchers in: pages translated to other addresses share a drawing", async () => {
    const first = await bothWays(pageContext('/blog/first-post', Article, { translation: '/sw/blog/chapisho-la-kwanza' }))
    expect(first.drawn).toBe(first.whole)
    expect(first.drawn).toContain('href="/sw/blog/chapisho-la-kwanza"')
    const before = drawingsMade()
    const second = await bothWays(pageContext('/blog/second-post', Article, { translation: "/sw/blog/it's-<second>&more" }))
    expect(second.drawn).toBe(second.whole)
    expect(second.drawn).toContain('href="/sw/blog/it&#x27;s-&lt;second&gt;&amp;more"')
    expect(second.drawn).not.toContain('chapisho-la-kwanza')
    expect(drawingsMade()).toBe(before)
    // an address the substitution cannot write as React would (a quote): the page is rendered whole
    const quoted = await bothWays(pageContext('/blog/second-post', Article, { translation: '/sw/blog/"quoted"' }))
    expect(quoted.drawn).toBe(quoted.whole)
  })

  it("puts each page's WhatsApp link in, escaped as React escapes it", async () => {
    const link = "https://wa.me/254700000000?text=It's%20about%20a%20page&x=<y>"
    const page = await bothWays(pageContext('/blog/first-post', Article, { whatsapp: link }))
    expect(page.drawn).toBe(page.whole)
    expect(page.drawn).toContain('href="https://wa.me/254700000000?text=It&#x27;s%20about%20a%20page&amp;x=&lt;y&gt;"')
  })

  it('gives the bytes of a whole render to a page with a quote in its link, or whose <main> React hoists a preload out of', async () => {
    const quoted = await bothWays(pageContext('/blog/first-post', Article, { whatsapp: 'https://wa.me/254700000000?text="quoted"' }))
    expect(quoted.drawn).toBe(quoted.whole)
    const Eager = () => <img src="/images/hero.png" alt="" loading="eager" />
    const eager = await bothWays(pageContext('/blog/first-post', Eager))
    expect(eager.drawn).toBe(eager.whole)
    expect(eager.drawn).toContain('<link rel="preload" as="image" href="/images/hero.png"/>')
  })
})
