/** The built site as a browser gets it: nothing a content file could have smuggled in runs or redirects. */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtFiles } from '#/scripts/lib/routes'
import { DIST } from './support/html'
import { unsafeMarkup } from './support/markup-safety'
import { themeInitScript } from '#/lib/theme-init'

const pages = builtFiles(DIST).filter((file) => file.endsWith('.html'))

describe('every built page', () => {
  it('has no foreign script, meta refresh, on* attribute or javascript: URL', () => {
    expect(pages.length).toBeGreaterThan(0)
    const found = pages.flatMap((file) => unsafeMarkup(fs.readFileSync(path.join(DIST, file), 'utf8')).map((problem) => `${file}: ${problem}`))
    expect(found).toEqual([])
  })
})

describe('the safety scan itself', () => {
  const ok = `<html><head><script>${themeInitScript}</script><script src="/assets/entries/x.js" type="module" async></script><script type="application/ld+json">{}</script></head><body><a href="/contact">x</a><a href="tel:+254700000000">x</a><script src="/offline.js" defer></script></body></html>`
  it('passes the site\'s own scripts and links', () => {
    expect(unsafeMarkup(ok)).toEqual([])
  })
  it.each([
    ['an inline script', '<script>alert(1)</script>'],
    ['the theme script with one character changed', `<script>${themeInitScript.replace('dark', 'darq')}</script>`],
    ['a foreign module script', '<script type="module" src="https://evil.example/x.js"></script>'],
    ['a classic script of another name', '<script src="/offline.jsx" defer></script>'],
    ['the offline page\'s script with code inside', '<script src="/offline.js">alert(1)</script>'],
    ['an on* attribute', '<img src="/a.svg" onerror="alert(1)">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['a javascript: link with a hidden tab', '<a href="java&#x09;script:alert(1)">x</a>'],
    ['a meta refresh elsewhere', '<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
  ])('finds %s', (_what, markup) => {
    expect(unsafeMarkup(ok.replace('</body>', `${markup}</body>`))).toHaveLength(1)
  })
})
