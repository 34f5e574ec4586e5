import v8 from 'node:v8'
import vm from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { pageLinks } from './page-links'

const ORIGIN = 'https://site.example'

describe('a page\'s ids and references', () => {
  it('reads references with the attribute they came from, decoded as a browser reads them', () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/a.css"><META PROPERTY="og:image" CONTENT="${ORIGIN}/cards/x.png">
      <meta name="twitter:image" content="https://elsewhere.example/y.png">
      <meta http-equiv="refresh" content="0; url='/new'">
    </head><body>
      <A HREF="/search?q=a&amp;b=&#x27;c&#39;">search</A>
      <img src=/plain.svg alt="x > y" srcset="/i-400.webp 400w, /i-800.webp 800w">
      <div data-note='single "quoted"' style="background:url('/bg.svg')" id="top"></div>
      <a name="old-anchor"></a><video src="/v.mp4" poster="/p.jpg" controls></video>
    </body></html>`
    expect(pageLinks(html, ORIGIN)).toEqual({
      ids: ['top', 'old-anchor'],
      refs: [
        'href="/a.css"',
        'content="/cards/x.png"',
        'refresh="/new"',
        `href="/search?q=a&b='c'"`,
        'src="/plain.svg"',
        'srcset="/i-400.webp"',
        'srcset="/i-800.webp"',
        'url(/bg.svg)',
        'src="/v.mp4"',
        'poster="/p.jpg"',
      ],
    })
  })

  it('reads url() in <style>, and nothing inside comments, scripts or <noscript>', () => {
    const html = `<style>.a{background:url(/s.svg)}</style>
      <!-- <a href="/commented"> -->
      <script type="application/ld+json">{"url":"<a href=\\"/in-json\\">"}</script>
      <script src="/app.js"></script>
      <noscript><iframe src="/frame"></iframe></noscript>
      <p id="after">text</p>`
    expect(pageLinks(html, ORIGIN)).toEqual({ ids: ['after'], refs: ['url(/s.svg)', 'src="/app.js"'] })
  })

  it('takes the first of two attributes with the same name, and leaves text that is not a tag alone', () => {
    expect(pageLinks('<p>1 < 2 and a<b</p><a href="/one" href="/two" id="x" ID="y">x</a>', ORIGIN)).toEqual({ ids: ['x'], refs: ['href="/one"'] })
  })

  it('keeps what it read of a page, not the page: the link check holds every page\'s links at once', () => {
    v8.setFlagsFromString('--expose-gc')
    const gc = vm.runInNewContext('gc') as () => void
    gc()
    const before = process.memoryUsage().heapUsed
    // 100 pages of 500 KB: 50 MB if each result still held its page; a tag with a > in a quoted value is not kept
    // for the next pages, and what it gives is copied on its own
    const links = Array.from({ length: 100 }, (_, i) =>
      pageLinks(`<a href="/blog/post-${i}" id="top-${i}">x</a><a href="/blog/other-post-${i}" title="a > b">y</a><p>${'x'.repeat(500_000)}${i}</p>`, ORIGIN),
    )
    gc()
    expect(links[99]).toEqual({ ids: ['top-99'], refs: ['href="/blog/post-99"', 'href="/blog/other-post-99"'] })
    expect((process.memoryUsage().heapUsed - before) / 1e6).toBeLessThan(15)
  }, 30_000)

  it('finds in a page what a scan that never saw another page finds, whatever tags the pages before shared', async () => {
    const pages = [
      `<nav><a href="/one" class="x">1</a><img alt="x" src="/a.png"></nav><style>.a{background:url(/s.svg)}</style>`,
      // the same text up to the first > as a tag seen before, but a > inside a quoted value: another tag
      `<nav><a href="/one" class="x>" id="y" href="/two">1</a><img alt="x > y" src="/b.png"></nav>`,
      `<a href="/one" class="x>" id="z">`,
      `<NAV><A HREF="/one" CLASS="x">1</A><style>.b{background:url(/t.svg)}</style><style/><p id="after">`,
      `<meta property="og:image" content="${ORIGIN}/cards/a.png"><a href="/one" class="x">1</a><a name="n" href="/one" class="x">`,
      `<script src="/app.js"><a href="/in-script"></script><a href="/one" class="x">1</a><noscript><a href="/one" class="x"></noscript>`,
      `<a href="/one" class="x"<b id="broken">`,
    ]
    const shared = await import('./page-links')
    const seenBefore = [...pages, ...pages].map((html) => shared.pageLinks(html, ORIGIN)).slice(pages.length)
    const alone = []
    for (const html of pages) {
      vi.resetModules()
      alone.push((await import('./page-links')).pageLinks(html, ORIGIN))
    }
    expect(seenBefore).toEqual(alone)
    expect(alone[1]).toEqual({ ids: ['y'], refs: ['href="/one"', 'src="/b.png"'] })
    // another origin: its own social images
    expect(shared.pageLinks(pages[4]!, 'https://other.example').refs).toEqual(['href="/one"', 'href="/one"'])
  })
})
