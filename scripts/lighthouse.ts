/**
 * `npm run lighthouse [-- --runs 3] [-- --routes /,/contact]`: serves dist/client like a static host,
 * runs Lighthouse (mobile preset, simulated throttling, the installed lighthouse CLI) against every
 * built route in Debian's chromium, N times per route, and prints the median scores and metrics.
 * Not part of CI (a full table takes minutes). `npm run build` first. Reports go to .lighthouse/.
 */
import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs, promisify } from 'node:util'
import { CHROMIUM_PATH } from './lib/browser'
import { lighthouseTable, summarise, type LighthouseResult, type Row } from './lib/lighthouse-report'
import { builtRoutes } from './lib/routes'
import { startStaticServer } from './static-server'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, routes: { type: 'string' }, out: { type: 'string', default: '.lighthouse' } } })
const runs = Number(values.runs)
const routes = values.routes ? values.routes.split(',').map((r) => r.trim()) : builtRoutes()
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const LIGHTHOUSE_CLI = path.resolve('node_modules/lighthouse/cli/index.js')

/** One chromium for every run (Lighthouse resets storage between runs); returns its DevTools port. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kilele-lighthouse-'))
  const chrome = spawn(CHROMIUM_PATH, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' })
  const portFile = path.join(profile, 'DevToolsActivePort')
  for (let i = 0; i < 100 && !fs.existsSync(portFile); i++) await new Promise((r) => setTimeout(r, 100))
  const port = Number(fs.readFileSync(portFile, 'utf8').split('\n')[0])
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => chrome.once('exit', resolve))
      chrome.kill()
      await exited
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 })
    },
  }
}

async function lighthouse(url: string, port: number, outFile: string): Promise<LighthouseResult> {
  await promisify(execFile)(process.execPath, [LIGHTHOUSE_CLI, url, `--port=${port}`, '--output=json', `--output-path=${outFile}`, '--quiet'], { maxBuffer: 64 * 1024 * 1024 })
  const result = JSON.parse(fs.readFileSync(outFile, 'utf8')) as LighthouseResult
  if (result.runtimeError) throw new Error(`${url}: ${result.runtimeError.code} ${result.runtimeError.message}`)
  return result
}

const server = await startStaticServer({ root: 'dist/client' })
const chrome = await launchChromium()
fs.mkdirSync(values.out, { recursive: true })
const rows: Row[] = []
try {
  for (const route of routes) {
    const results: LighthouseResult[] = []
    for (let run = 1; run <= runs; run++) {
      const file = path.join(values.out, `${route.replace(/\//g, '_') || '_'}.${run}.json`)
      results.push(await lighthouse(new URL(route.replace(/^\//, ''), server.url).toString(), chrome.port, file))
    }
    const row = summarise(route, results)
    rows.push(row)
    console.error(`${route}: ${Object.values(row.scores).join('/')}${row.failing.length ? `  (${row.failing.join(', ')})` : ''}`)
  }
} finally {
  await chrome.close()
  await server.close()
}
console.log(`\n${lighthouseTable(rows, runs)}\nload average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
