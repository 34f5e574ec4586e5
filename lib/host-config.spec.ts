import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hostConfigFiles, netlifyHeaders, vercelJson } from './host-config'
import { createHash } from 'node:crypto'
import { contentSecurityPolicy, securityHeaders } from './security-headers'
import { themeInitScript } from './theme-init'

describe('static host configuration', () => {
  it.each(Object.entries(hostConfigFiles))('%s is up to date with lib/security-headers.ts (run scripts/write-host-config.ts)', (file, render) => {
    expect(fs.readFileSync(file, 'utf8')).toBe(render())
  })

  it('gives both hosts the same security headers and immutable caching for /assets/*', () => {
    const vercel = JSON.parse(vercelJson()) as { headers: { source: string; headers: { key: string; value: string }[] }[] }
    const all = vercel.headers.find((h) => h.source === '/(.*)')!
    expect(Object.fromEntries(all.headers.map((h) => [h.key, h.value]))).toEqual(securityHeaders)
    expect(vercel.headers.find((h) => h.source === '/assets/(.*)')!.headers).toEqual([{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }])
    const netlify = netlifyHeaders()
    for (const [name, value] of Object.entries(securityHeaders)) expect(netlify).toContain(`  ${name}: ${value}\n`)
    expect(netlify).toMatch(/\n\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable\n/)
  })

  it('allows scripts only from the site and its one inline theme script (WebAssembly for the search index, never eval), frames only from the map host, and no framing of the site', () => {
    const directives = Object.fromEntries(contentSecurityPolicy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))
    const themeHash = `'sha256-${createHash('sha256').update(themeInitScript).digest('base64')}'`
    expect(directives['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", themeHash])
    expect(directives['frame-src']).toEqual(['https://www.openstreetmap.org'])
    expect(directives['frame-ancestors']).toEqual(["'none'"])
    expect(directives['img-src']).toEqual(["'self'", 'data:'])
    expect(contentSecurityPolicy).not.toContain("'unsafe-eval'")
  })
})
