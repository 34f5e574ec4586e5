import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { configuredBasePath } from './lib/base-path.ts'
import { contentDevServer } from './lib/build/content-dev-server.ts'
import { contentGuard } from './lib/build/content-guard.ts'
import { FOLDERS_WITHOUT_CODE } from './lib/build/folders-without-code.ts'
import { imageVariantsDev } from './lib/build/image-variants-dev.ts'
import { pageEntries } from './lib/build/page-entries.ts'
import { styledComponentIds } from './lib/build/styled-component-ids.ts'

// Vike finds the site's + files (pages/, renderer/) by crawling the project, and loads them: a +config.ts runs
// when `vike build` or `vike dev` starts, a +Page.tsx becomes a page. The folders writers send files to are data,
// never code, so Vike does not look in them (a +config.ts sent in content/ or public/ ran during the build, beside
// the content check that refuses it: tests/hostile-content.test.ts), nor in the other folders without code (the
// last build's site, caches, tests). VIKE_CRAWL is how Vike takes the setting.
process.env.VIKE_CRAWL = JSON.stringify(crawlWithout(['public/**', ...FOLDERS_WITHOUT_CODE.map((folder) => `${folder}/**`)], process.env.VIKE_CRAWL))

/** Vike's crawl setting (VIKE_CRAWL, JSON, as a developer may have set it) with `folders` ignored too. */
function crawlWithout(folders: string[], setting: string | undefined): Record<string, unknown> {
  let parsed: unknown
  try {
    parsed = setting ? JSON.parse(setting) : {}
  } catch {
    parsed = {}
  }
  const crawl = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  const ignored = [crawl.ignore ?? []].flat().filter((pattern): pattern is string => typeof pattern === 'string')
  return { ...crawl, ignore: [...new Set([...ignored, ...folders])] }
}

export default defineConfig(({ command }) => ({
  base: configuredBasePath(),
  resolve: {
    alias: [
      { find: '#', replacement: new URL('.', import.meta.url).pathname },
      // react-slick's polyfill: native in every supported browser (see the file).
      { find: /^resize-observer-polyfill$/, replacement: new URL('./lib/build/native-resize-observer.ts', import.meta.url).pathname },
    ],
  },
  plugins: [
    contentGuard(),
    // Every styled component gets a componentId derived from its file (its path in the project), not from module
    // evaluation order: pages are rendered on the server and only a few islands hydrate, whose class names must be
    // the server's. Oxc's port of babel-plugin-styled-components (Babel took about 1.1 s of the 3 s of CPU of
    // `vike build`).
    styledComponentIds(),
    react({ include: /\.(jsx|js|tsx|ts)$/ }),
    vike(),
    pageEntries(),
    contentDevServer(),
    imageVariantsDev(),
  ],
  // Bundled into the server build so their ESM entry is used (their CJS default export breaks under Node ESM).
  // react-slick is CommonJS: in dev, Vite's SSR runner needs it pre-bundled to ESM (the build converts it itself).
  // In the build, lucide-react too, so that a prerender worker loads the icons the site uses with the server build,
  // not as some ninety modules of node_modules (imported from its index, each worker once loaded all 1,700 icons at
  // its start: about 0.1-0.2 s). Components import each icon from its own module (components/ui/icons.ts). Not in
  // dev, where Node loads the icons' modules as they are and Vite's SSR runner need not transform them.
  ssr: {
    noExternal: ['styled-components', 'react-slick', 'notistack', ...(command === 'build' ? ['lucide-react'] : [])],
    optimizeDeps: { include: ['react-slick'] },
  },
  // scripts/build.ts builds into a temporary folder and swaps it into dist/ only when every step passed.
  build: { target: 'es2020', reportCompressedSize: false, outDir: process.env.BUILD_OUT_DIR ?? 'dist' },
}))
