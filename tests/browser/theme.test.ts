/**
 * Dark mode: the theme button switches and remembers the choice across pages; the stored theme is on the
 * page before its first paint (from the inline head script alone, under the real CSP); without a choice the
 * site follows the system, also without JavaScript; typed text and placeholders keep AA contrast in both.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadContent } from '#/lib/content/loader'
import { palettes } from '#/components/theme'
import { securityHeaders } from '#/lib/security-headers'
import { THEME_STORAGE_KEY } from '#/lib/theme-init'
import { contrastRatio } from '#/lib/contrast'
import { DESKTOP, MOBILE, problemsOf, useSite, waitForIslands } from '../support/browser'
import { watchSecurity } from '../support/security'

const site = useSite({ headers: securityHeaders })
const labels = loadContent().data['strings/interface.yaml'].navigation.labels

/** The page background as the browser paints it, and the theme attribute. */
const paint = (page: Page) =>
  page.evaluate(() => ({ theme: document.documentElement.dataset.theme ?? null, background: getComputedStyle(document.body).backgroundColor }))

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}
const LIGHT = rgb(palettes.light.surface)
const DARK = rgb(palettes.dark.surface)

describe('the theme button', () => {
  it('switches to dark, names the theme it switches to, and the next page paints dark from its first frame', async () => {
    const page = await site.newPage({ ...DESKTOP, colorScheme: 'light' })
    const security = await watchSecurity(page, new URL(site.url('/')).host)
    await page.goto(site.url('/'))
    expect(await paint(page)).toEqual({ theme: null, background: LIGHT })
    const navbar = page.locator('[data-navbar]')
    await navbar.getByRole('button', { name: labels.themeToDark }).click()
    expect(await paint(page)).toEqual({ theme: 'dark', background: DARK })
    await expect(navbar.getByRole('button', { name: labels.themeToLight }).isVisible()).resolves.toBe(true)
    await expect(navbar.getByRole('button', { name: labels.themeToDark }).count()).resolves.toBe(0)
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark')

    // Next page: what the first frame shows, recorded before anything paints; and none of the site's
    // script files may run, so only the inline head script can have set the theme.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const w = window as unknown as { firstFrame: object }
        w.firstFrame = { theme: document.documentElement.dataset.theme ?? null, surface: getComputedStyle(document.documentElement).getPropertyValue('--color-surface').trim() }
      })
    })
    await page.route('**/*.js', (route) => route.abort())
    await page.goto(site.url('/about'))
    expect(await page.evaluate(() => (window as unknown as { firstFrame: object }).firstFrame)).toEqual({ theme: 'dark', surface: palettes.dark.surface })
    expect(await paint(page)).toEqual({ theme: 'dark', background: DARK })
    await page.unroute('**/*.js')

    // And back to light, which is remembered too.
    await page.goto(site.url('/blog'))
    await navbar.getByRole('button', { name: labels.themeToLight }).click()
    expect(await paint(page)).toEqual({ theme: 'light', background: LIGHT })
    await page.goto(site.url('/contact'))
    expect(await paint(page)).toEqual({ theme: 'light', background: LIGHT })
    expect(security.violations).toEqual([])
    expect(problemsOf(page).filter((p) => !/ERR_FAILED|net::/.test(p))).toEqual([])
    await page.context().close()
  })

  it('follows the system when nothing is stored, also when it changes, and a choice then outranks it', async () => {
    const page = await site.newPage({ ...DESKTOP, colorScheme: 'dark' })
    await page.goto(site.url('/'))
    expect(await paint(page)).toEqual({ theme: null, background: DARK })
    await expect(page.locator('[data-navbar]').getByRole('button', { name: labels.themeToLight }).isVisible()).resolves.toBe(true)
    await page.emulateMedia({ colorScheme: 'light' })
    expect(await paint(page)).toEqual({ theme: null, background: LIGHT })
    await page.locator('[data-navbar]').getByRole('button', { name: labels.themeToDark }).click()
    expect(await paint(page)).toEqual({ theme: 'dark', background: DARK })
    await page.context().close()
  })

  it('is in the phone menu too, with its name as visible text', async () => {
    const page = await site.newPage({ ...MOBILE, colorScheme: 'light' })
    await page.goto(site.url('/services'))
    await page.getByRole('button', { name: labels.menu, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: labels.menu })
    await dialog.waitFor({ state: 'visible' })
    const button = dialog.getByRole('button', { name: labels.themeToDark })
    await expect(button.innerText()).resolves.toBe(labels.themeToDark)
    await button.click()
    expect(await paint(page)).toEqual({ theme: 'dark', background: DARK })
    await expect(dialog.getByRole('button', { name: labels.themeToLight }).isVisible()).resolves.toBe(true)
    await page.context().close()
  })

  it('without JavaScript: hidden, and the site follows the system', async () => {
    const page = await site.newPage({ ...DESKTOP, colorScheme: 'dark', javaScriptEnabled: false })
    await page.goto(site.url('/'))
    expect(await paint(page)).toEqual({ theme: null, background: DARK })
    await expect(page.locator('[data-theme-toggle]').first().isVisible()).resolves.toBe(false)
    await page.context().close()
  })
})

describe('form fields in both themes', () => {
  it('typed text and placeholders reach 4.5:1 on the field, on the contact page and the newsletter band', async () => {
    const page = await site.newPage({ ...DESKTOP, reducedMotion: 'reduce' })
    const found: string[] = []
    for (const route of ['/contact', '/']) {
      await page.goto(site.url(route))
      await waitForIslands(page)
      const fields = page.locator('input.field:visible, textarea.field:visible')
      for (let i = 0; i < (await fields.count()); i++) await fields.nth(i).fill('Achieng Odhiambo 0712 345 678')
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme })
        const colours = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.field')]
            .filter((field) => field.offsetHeight > 0)
            .map((field) => ({
              name: field.getAttribute('name') ?? field.id,
              text: getComputedStyle(field).color,
              placeholder: getComputedStyle(field, '::placeholder').color,
              background: getComputedStyle(field).backgroundColor,
              hasPlaceholder: field.hasAttribute('placeholder'),
            })),
        )
        expect(colours.length).toBeGreaterThan(0)
        for (const c of colours) {
          const text = contrastRatio(c.text, c.background)
          if (text < 4.5) found.push(`${route} ${colorScheme} ${c.name}: typed text ${text.toFixed(2)}:1`)
          const placeholder = contrastRatio(c.placeholder, c.background)
          if (c.hasPlaceholder && placeholder < 4.5) found.push(`${route} ${colorScheme} ${c.name}: placeholder ${placeholder.toFixed(2)}:1`)
        }
      }
      await page.emulateMedia({ colorScheme: 'light' })
    }
    expect(found).toEqual([])
    await page.context().close()
  })
})
