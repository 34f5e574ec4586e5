/**
 * The direction of the layers: content -> lib -> pages/renderer -> components, as data flows. In imports:
 * lib/ imports only lib/ (and the site config); components/ import lib/ and components/; the renderer and
 * pages import lib/, components/ and the renderer. Two more rules: the renderer does not load content
 * (navigation reaches it as data, pages/+onBeforeRender.ts), and a data hook (+data.ts) returns data, not
 * markup (it imports no component and no React renderer).
 */
import fs from 'node:fs'
import path from 'node:path'

type Layer = 'config' | 'lib' | 'components' | 'renderer' | 'pages' | 'scripts' | 'tests' | 'other'

const ALLOWED: Record<Layer, Layer[]> = {
  config: ['config', 'lib'],
  lib: ['config', 'lib'],
  components: ['config', 'lib', 'components'],
  renderer: ['config', 'lib', 'components', 'renderer'],
  pages: ['config', 'lib', 'components', 'renderer', 'pages'],
  scripts: ['config', 'lib', 'components', 'renderer', 'pages', 'scripts'],
  tests: ['config', 'lib', 'components', 'renderer', 'pages', 'scripts', 'tests'],
  other: ['config', 'lib', 'components', 'renderer', 'pages', 'scripts', 'tests', 'other'],
}

/** The layer of a file, by its path from the project root. */
export function layerOf(file: string): Layer {
  const top = file.split('/')[0] ?? ''
  if (!file.includes('/')) return /^site\.config(\.ts)?$/.test(file) ? 'config' : 'other'
  return (['lib', 'components', 'renderer', 'pages', 'scripts', 'tests'] as const).find((layer) => layer === top) ?? 'other'
}

/** Every module specifier a source imports (static, dynamic, re-export, import type). */
export function importsOf(source: string): string[] {
  const found: string[] = []
  const pattern = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"]([^'"]+)['"]/gm
  for (const match of source.matchAll(pattern)) found.push((match[1] ?? match[2] ?? match[3])!)
  return found
}

/** The project file an import names ("#/lib/x", "../x"), or undefined for a package. */
function target(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('#/')) return specifier.slice(2)
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
  return undefined
}

/**
 * The one rule for the base path: data and callers carry routes without it, and only these add it: the Link,
 * Image, Form and Script primitives, the head's <link> tags, and the client scripts that navigate (location.replace).
 */
const ADDS_BASE = [/^lib\/permalink\.ts$/, /^components\/ui\/(Link|Image|Form|Script)\.tsx$/, /^renderer\/head\.ts$/, /^components\/behaviour\/[\w-]+\.client\.ts$/]

/** What is wrong with one file's imports (its path from the project root, its text). */
export function layerProblems(file: string, source: string): string[] {
  const problems: string[] = []
  const layer = layerOf(file)
  const dataHook = /(^|\/)\+data\.tsx?$/.test(file)
  const usesWithBase = /\bwithBase\b/.test(source) && /['"](?:#\/lib\/|(?:\.\.?\/)+(?:lib\/)?)permalink['"]/.test(source)
  if (usesWithBase && layer !== 'scripts' && layer !== 'tests' && !/\.spec\.tsx?$/.test(file) && !ADDS_BASE.some((allowed) => allowed.test(file))) {
    problems.push(`${file}: adds the base path by hand; carry the route without it and pass it to Link, ButtonLink, Form, Image or Script, which add it`)
  }
  for (const specifier of importsOf(source)) {
    if (dataHook && specifier === 'react-dom/server') problems.push(`${file}: a data hook returns data, not markup (imports ${specifier})`)
    const to = target(file, specifier)
    if (!to) continue
    const toLayer = layerOf(to)
    if (!ALLOWED[layer].includes(toLayer)) problems.push(`${file}: ${layer}/ may not import ${toLayer}/ (${specifier})`)
    if (layer === 'renderer' && /^lib\/content\/loader(\.ts)?$/.test(to)) problems.push(`${file}: the renderer does not load content; pass it as data (${specifier})`)
    if (dataHook && toLayer === 'components') problems.push(`${file}: a data hook returns data, not markup (imports ${specifier})`)
  }
  return problems
}

/** Every TypeScript source of lib/, components/, the renderer and pages/, by its path from the project root. */
function projectSources(root: string): Map<string, string> {
  const files = new Map<string, string>()
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'dist') continue
      const file = `${dir}/${entry.name}`
      if (entry.isDirectory()) visit(file)
      else if (/\.tsx?$/.test(entry.name)) files.set(file, fs.readFileSync(path.join(root, file), 'utf8'))
    }
  }
  for (const dir of ['lib', 'components', 'renderer', 'pages']) visit(dir)
  return files
}

/** Every TypeScript source of the project with its problems. */
export function projectLayerProblems(root = process.cwd()): string[] {
  const problems = [...projectSources(root)].flatMap(([file, source]) => layerProblems(file, source))
  problems.push(...layerProblems('site.config.ts', fs.readFileSync(path.join(root, 'site.config.ts'), 'utf8')))
  return problems
}

const ICONS = 'components/ui/icons.ts'
const ICON_CACHE = /^components\/ui\/(icons|memo-icon)\.tsx?$/

/** The project file an import names, with its extension, among `files`. */
function resolved(from: string, specifier: string, files: Map<string, string>): string | undefined {
  const to = target(from, specifier)
  if (to === undefined) return undefined
  return [to, `${to}.ts`, `${to}.tsx`, `${to}/index.ts`, `${to}/index.tsx`].find((file) => files.has(file))
}

/** A module lucide-react's icons come from: its index, or one icon's own module (`lucide-react/icons/mail`). */
const isLucide = (specifier: string) => specifier === 'lucide-react' || specifier.startsWith('lucide-react/')
/** An import of lucide-react's index that stays in the JavaScript (`import type` is erased). */
const LUCIDE_INDEX = /(?:^|[\s;])import\s+(?!type[\s{])[^'"]*?from\s*['"]lucide-react['"]/m

/**
 * Icons: a server-rendered module takes its icons from components/ui/icons.ts, which makes each one once
 * (lucide built every icon at every render: about 7% of the prerender's CPU); a module an island brings to the
 * browser (components/islands/ and what they import) imports lucide-react itself, as that cache would only add to
 * the island's JavaScript. Either way each icon comes from its own module (`lucide-react/icons/mail`): the package's
 * index names all of its 1,700 icons, and Rolldown read every one of them in both halves of `vike build` (about
 * 0.6 s of its 2.4 s of CPU). `files`: every source by its path from the project root.
 */
export function iconProblems(files: Map<string, string>): string[] {
  const inIslands = new Set<string>()
  const visit = (file: string) => {
    if (inIslands.has(file)) return
    inIslands.add(file)
    for (const specifier of importsOf(files.get(file) ?? '')) {
      const to = resolved(file, specifier, files)
      if (to) visit(to)
    }
  }
  for (const file of files.keys()) if (/^components\/islands\/[^/]+\.tsx$/.test(file)) visit(file)
  const problems: string[] = []
  for (const [file, source] of files) {
    if (/\.spec\.tsx?$/.test(file)) continue
    if (LUCIDE_INDEX.test(source)) problems.push(`${file}: import each icon from its own module (lucide-react/icons/<name>), not from lucide-react's index of every icon`)
    if (ICON_CACHE.test(file)) continue
    const specifiers = importsOf(source)
    if (inIslands.has(file) && specifiers.some((specifier) => resolved(file, specifier, files) === ICONS)) problems.push(`${file}: an island renders it in the browser; import its icons from lucide-react/icons/<name>`)
    if (!inIslands.has(file) && specifiers.some(isLucide)) problems.push(`${file}: import its icons from components/ui/icons.ts (each made once), not from lucide-react`)
  }
  return problems
}

/** The icon rule over the project's sources. */
export const projectIconProblems = (root = process.cwd()): string[] => iconProblems(projectSources(root))
