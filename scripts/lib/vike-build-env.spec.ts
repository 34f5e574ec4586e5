import { describe, expect, it } from 'vitest'
import { vikeBuildEnv } from './vike-build-env'

describe('vikeBuildEnv', () => {
  it('adds the output folder, a larger young generation and no huge pages for the bundler, to the build\'s own environment', () => {
    const env = vikeBuildEnv('/tmp/out', { PATH: '/bin', NODE_OPTIONS: '--enable-source-maps' })
    expect(env).toEqual({ PATH: '/bin', BUILD_OUT_DIR: '/tmp/out', NODE_OPTIONS: '--enable-source-maps --max-semi-space-size=64', MIMALLOC_ALLOW_THP: '0' })
  })

  it('keeps a huge-page setting the developer made', () => {
    expect(vikeBuildEnv('/tmp/out', { MIMALLOC_ALLOW_THP: '1' }).MIMALLOC_ALLOW_THP).toBe('1')
    expect(vikeBuildEnv('/tmp/out', {}).NODE_OPTIONS).toBe('--max-semi-space-size=64')
  })
})
