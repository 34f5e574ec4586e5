import { describe, expect, it } from 'vitest'
import { buildFailureMessage } from './build-output'

describe('buildFailureMessage', () => {
  it('keeps only the content report of a failed build, without the stack', () => {
    const output = [
      'vite v8 building for production...',
      '\u001b[31merror during build:\u001b[39m',
      '[plugin @mdx-js/rollup] Content check failed, 1 problem:',
      '  content/blog/x.mdx:13:1: <script> is not allowed in content files',
      '    at file:///work/node_modules/unified/lib/index.js:901:20',
      '    at new Promise (<anonymous>)',
    ].join('\n')
    expect(buildFailureMessage(output)).toBe('Content check failed, 1 problem:\n  content/blog/x.mdx:13:1: <script> is not allowed in content files')
  })
  it('drops stack frames from any other failure', () => {
    expect(buildFailureMessage('Error: boom\n    at x (y.js:1:1)\n')).toBe('vike build failed:\nError: boom')
  })
})
