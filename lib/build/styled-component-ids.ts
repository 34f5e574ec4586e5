/**
 * Every styled component gets a componentId (its class name's prefix) from its file, so the server's class names
 * are the islands' after hydration. Oxc's styled-components transform derives it from the path Vite passes, the
 * file's absolute path: the same project checked out in another folder (CI, a writer's clone, a test's copy of the
 * project) built other class names on every page. This runs the transform first, on the file's path in the project,
 * so a build depends on the project's files only; Vite's own transform then compiles the rest.
 */
import path from 'node:path'
import { transformWithOxc, type Plugin } from 'vite'

type OxcTransformOptions = NonNullable<Parameters<typeof transformWithOxc>[2]>

/**
 * Oxc's port of babel-plugin-styled-components: ids, and no display names or file names (they would grow every
 * class attribute); the CSS minified; components marked pure so that an unused one is dropped.
 */
const STYLED_COMPONENTS: NonNullable<NonNullable<OxcTransformOptions['plugins']>['styledComponents']> = {
  ssr: true,
  displayName: false,
  fileName: false,
  pure: true,
  minify: true,
  transpileTemplateLiterals: false,
}

const SOURCE = /\.(tsx?|jsx?)$/

export function styledComponentIds(): Plugin {
  let root = process.cwd()
  let sourcemap = true
  return {
    name: 'kilele:styled-component-ids',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
      sourcemap = config.command === 'serve' || Boolean(config.build.sourcemap)
    },
    async transform(code, id) {
      const file = id.split('?')[0]!
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !code.includes('styled-components')) return null
      const relative = path.relative(root, file).split(path.sep).join('/')
      if (relative.startsWith('..')) return null
      // Named from the project's root as if it were the file system's: Oxc derives the ids from an absolute path
      // (from a relative one it would take the file's text, and two files of the same text would share ids).
      // JSX and the module's syntax stay for Vite's transform; only the types go, with the ids added.
      const result = await transformWithOxc(code, `/${relative}`, { sourcemap, jsx: 'preserve', plugins: { styledComponents: STYLED_COMPONENTS } })
      return { code: result.code, map: result.map ?? null }
    },
  }
}
