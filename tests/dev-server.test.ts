/** `npm run dev` with a writer's edits: changes show at once, a bad file shows the check's message, fixing it recovers. */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { loadContent } from '#/lib/content/loader'
import { launchChromium } from '#/scripts/lib/browser'
import { copyProject } from '#/scripts/lib/project-copy'
import { waitForIslands } from './support/browser'

// Any published post will do: the newest one, whatever content/ holds.
const post = loadContent().blog[0]!
const POST = post.file
const CATEGORY_LINE = fs.readFileSync(POST, 'utf8').split('\n').findIndex((line) => line.startsWith('category:')) + 1
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
let project: ReturnType<typeof copyProject>
let server: ChildProcess
let output = ''
let browser: Browser
let page: Page
let url: string

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** How long the dev server may take to show a change: 5 s was not enough beside the other lane's chromium under load. */
const SHOWS_WITHIN_MS = 20_000

async function until(condition: () => boolean, what: string, ms = SHOWS_WITHIN_MS) {
  const end = Date.now() + ms
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}. Dev server said:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

beforeAll(async () => {
  project = copyProject()
  const port = await freePort()
  // its own process group, so that stopping it also stops what npx starts
  server = spawn('npx', ['vike', 'dev', '--port', String(port)], { cwd: project.dir, detached: true, env: { ...process.env, NO_COLOR: '1' } })
  const collect = (chunk: Buffer) => (output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, ''))
  server.stdout!.on('data', collect)
  server.stderr!.on('data', collect)
  await until(() => /Local:\s+http/.test(output), 'the dev server to start', 60_000)
  const origin = /Local:\s+(http:\/\/\S+?)\/?\s/.exec(output)![1]
  url = `${origin}/blog/${post.slug}`
  browser = await launchChromium()
  page = await browser.newPage()
  await page.goto(url, { waitUntil: 'networkidle' })
  // the first visit sets off Vite's one-off dependency optimisation (and a reload): let it settle first
  await until(() => settledFor(1_500), 'the dev server to settle', 30_000)
}, 120_000)

let lastOutput = { length: -1, at: 0 }
function settledFor(ms: number): boolean {
  if (output.length !== lastOutput.length) lastOutput = { length: output.length, at: Date.now() }
  return Date.now() - lastOutput.at >= ms
}

afterAll(async () => {
  await browser?.close()
  if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  project?.dispose()
})

it("serves a photo a writer has just dropped into public/ as the WebP copies pages ask for", async () => {
  fs.mkdirSync(path.join(project.dir, 'public/images/blog'), { recursive: true })
  await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#f5b700' } }).jpeg().toFile(path.join(project.dir, 'public/images/blog/new-photo.jpg'))
  const response = await page.request.get(new URL('/images/blog/new-photo-400w.webp', url).toString())
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/webp')
  expect((await sharp(await response.body()).metadata()).width).toBe(400)
  expect((await page.request.get(new URL('/images/blog/no-such-photo-400w.webp', url).toString())).status()).toBe(404)
})

it('shows an edit to a content file in the browser within about a second', async () => {
  await expect(page.title()).resolves.toMatch(new RegExp(`^${escape(post.title)} - `))
  const source = project.read(POST)
  project.write(POST, source.replace(/^title: .*$/m, 'title: "Edited While the Server Runs"'))
  const started = Date.now()
  await page.waitForFunction(() => document.title.startsWith('Edited While the Server Runs'), null, { timeout: 5_000 })
  const elapsed = Date.now() - started
  console.log(`dev server: edit visible in the browser after ${elapsed} ms`)
  // about a second on a quiet machine; the margin is for a busy CI runner
  expect(elapsed).toBeLessThan(3_000)
})

it('shows a content error in the terminal and the browser, keeps running, and recovers when the file is fixed', async () => {
  const source = project.read(POST)
  project.write(POST, source.replace(/^category: .*$/m, 'category: Gossip'))
  const message = `${POST}:${CATEGORY_LINE} (category)`
  await until(() => output.includes(message), 'the terminal message')
  expect(output).toMatch(new RegExp(`Content check failed, 1 problem:\\s+${escape(message)}: .*found "Gossip"`))
  // Vite's overlay on the open page, and the same message instead of the page on a fresh load
  await expect(page.locator('vite-error-overlay .message-body').textContent({ timeout: SHOWS_WITHIN_MS })).resolves.toContain(message)
  const fresh = await browser.newPage()
  const response = await fresh.goto(url)
  expect(response?.status()).toBe(500)
  await expect(fresh.locator('body > pre').textContent()).resolves.toContain(message)
  // fixed: both pages come back by themselves
  project.write(POST, source)
  await fresh.waitForFunction(() => document.title.startsWith('Edited While the Server Runs'), null, { timeout: SHOWS_WITHIN_MS })
  await page.waitForFunction(() => !document.querySelector('vite-error-overlay') && document.title.startsWith('Edited'), null, { timeout: SHOWS_WITHIN_MS })
  expect(server.exitCode).toBeNull()
  expect(output).toContain('Content check passed again.')
  await fresh.close()
})

it('brings back an error page whose reload socket opens only after the fix was broadcast (a busy machine)', async () => {
  const source = project.read(POST)
  const broken = output.length
  project.write(POST, source.replace(/^category: .*$/m, 'category: Gossip'))
  await until(() => output.slice(broken).includes('Content check failed'), 'the terminal message')
  // Vite's client, and with it the page's socket, arrives only once the fix has been broadcast
  let broadcastSent!: () => void
  const broadcast = new Promise<void>((resolve) => (broadcastSent = resolve))
  const late = await browser.newPage()
  await late.route('**/@vite/client', async (route) => {
    await broadcast
    await route.continue()
  })
  const response = await late.goto(url, { waitUntil: 'commit' })
  expect(response?.status()).toBe(500)
  await expect(late.locator('body > pre').textContent()).resolves.toContain('found "Gossip"')
  const fixed = output.length
  project.write(POST, source)
  await until(() => output.slice(fixed).includes('Content check passed again.'), 'the check to pass again')
  broadcastSent()
  await late.waitForFunction(() => document.title.startsWith('Edited While the Server Runs'), null, { timeout: SHOWS_WITHIN_MS })
  await late.close()
})

it('sends an unknown solution id to /solutions in dev too, replacing the history entry', async () => {
  const visit = await browser.newPage()
  const origin = new URL(url).origin
  await visit.goto(`${origin}/about`)
  await visit.goto(`${origin}/solutions/no-such-solution`)
  expect(new URL(visit.url()).pathname).toBe('/solutions')
  await visit.goBack()
  expect(new URL(visit.url()).pathname).toBe('/about')
  await visit.close()
})

it('renders and hydrates every island in dev with React\'s development checks: no error, no hydration warning', async () => {
  // The development build warns about mismatches the production build ignores (the other browser tests).
  const visit = await browser.newPage()
  const messages: string[] = []
  visit.on('console', (m) => ['error', 'warning'].includes(m.type()) && messages.push(`${m.type()}: ${m.text().slice(0, 300)}`))
  visit.on('pageerror', (error) => messages.push(error.message))
  const origin = new URL(url).origin
  for (const route of ['/', '/contact', '/resources']) {
    const response = await visit.goto(`${origin}${route}`, { waitUntil: 'networkidle' })
    expect(response?.status(), route).toBe(200)
    await waitForIslands(visit)
  }
  expect(messages).toEqual([])
  await visit.close()
}, 60_000)
