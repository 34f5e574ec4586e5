import { describe, expect, it } from 'vitest'
import { vikeBuildEnv } from './vike-build-env'

describe('vikeBuildEnv', () => {
  it('adds the output folder, a larger young generation, no huge pages for the bundler and no native-loader check of the config, to the build\'s own environment', () => {
    const env = vikeBuildEnv('/tmp/out', { PATH: '/bin', NODE_OPTIONS: '--enable-source-maps' })
    expect(env).toEqual({ PATH: '/bin', BUILD_OUT_DIR: '/tmp/out', NODE_OPTIONS: '--enable-source-maps --max-semi-space-size=64', MIMALLOC_ALLOW_THP: '0', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' })
  })

  it('keeps a huge-page or config-check setting the developer made', () => {
    expect(vikeBuildEnv('/tmp/out', { MIMALLOC_ALLOW_THP: '1' }).MIMALLOC_ALLOW_THP).toBe('1')
    expect(vikeBuildEnv('/tmp/out', { VITE_CONFIG_NATIVE_IGNORE_WARNING: '' }).VITE_CONFIG_NATIVE_IGNORE_WARNING).toBe('')
    expect(vikeBuildEnv('/tmp/out', {}).NODE_OPTIONS).toBe('--max-semi-space-size=64')
  })
})
