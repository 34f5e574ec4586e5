/**
 * `npm run budget`: reads the built site (dist/client) and fails when a route's gzip JavaScript, CSS or
 * HTML is over its budget (budgets.config.ts), or when a route loads something it does not use.
 * Prints a table for every route. `npm run build` first.
 */
import fs from 'node:fs'
import path from 'node:path'
import { budgetRules } from '../budgets.config'
import { budgetTable, checkBudgets } from './lib/budget'
import { articleProblems, carouselProblems, fontProblems, frameProblems, imageProblems, type RoutePage } from './lib/loads-only-what-it-uses'
import { builtRoutes } from './lib/routes'
import { htmlFileOf, readManifest, routeWeight } from './lib/site-weight'

const clientDir = path.resolve(process.argv[2] ?? 'dist/client')
if (!fs.existsSync(clientDir)) {
  console.error(`budget: ${clientDir} does not exist; run npm run build first`)
  process.exit(1)
}

const manifest = readManifest(clientDir)
const assetCache = new Map<string, string>()
const readAsset = (file: string) => {
  if (!assetCache.has(file)) assetCache.set(file, fs.readFileSync(path.join(clientDir, file), 'utf8'))
  return assetCache.get(file) as string
}

const pages: RoutePage[] = builtRoutes(clientDir).map((route) => ({
  weight: routeWeight(clientDir, route, manifest),
  html: fs.readFileSync(htmlFileOf(clientDir, route), 'utf8'),
}))
const results = checkBudgets(
  pages.map((p) => p.weight),
  budgetRules,
)
console.log(budgetTable(results))

const articles = pages.filter((p) => /^\/blog\/[^/]+$/.test(p.weight.route))
const problems = [
  ...results.flatMap((r) => r.failures.map((f) => `${r.weight.route}: over budget: ${f}`)),
  ...pages.flatMap((page) =>
    [...carouselProblems(page, readAsset), ...frameProblems(page), ...fontProblems(page), ...imageProblems(page, clientDir)].map((p) => `${page.weight.route}: ${p}`),
  ),
  ...articleProblems(articles, readAsset),
]
const carouselRoutes = pages.filter((p) => p.weight.islands.some((n) => n.endsWith('Carousel'))).map((p) => p.weight.route)
console.log(
  `\n${pages.length} routes; react-slick only on ${carouselRoutes.join(', ') || 'none'}; ${articles.length} articles checked for other bodies; ` +
    `every <iframe> lazy, no web-font host, every <img> sized.`,
)
if (problems.length) {
  console.error(`\nbudget: ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('budget: every route within budget')
