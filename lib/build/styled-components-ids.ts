import { transformAsync } from '@babel/core'
import type { Plugin } from 'vite'

/**
 * Gives every styled component a componentId derived from its file, not from module evaluation order.
 * Pages are rendered on the server only and just a few islands hydrate in the browser; without stable
 * ids the island's class names would differ from the server's and React would report a mismatch.
 */
export function styledComponentsIds(): Plugin {
  return {
    name: 'kilele:styled-components-ids',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0] ?? '') || id.includes('node_modules')) return null
      if (!code.includes('styled-components')) return null
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true, minify: true, transpileTemplateLiterals: false }]],
      })
      return result?.code ? { code: result.code, map: result.map } : null
    },
  }
}
