import { describe, expect, it } from 'vitest'
import fs from 'node:fs'
import { INTERRUPT_BUDGET_FLAG } from './v8-tiering'
import { vikeBuildCommand, vikeBuildEnv } from './vike-build-env'

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

describe('vikeBuildCommand', () => {
  it("runs Vike's command with this Node and V8's larger interrupt budget, which NODE_OPTIONS cannot carry", () => {
    const { command, args } = vikeBuildCommand()
    expect(command).toBe(process.execPath)
    expect(args).toEqual([INTERRUPT_BUDGET_FLAG, fs.realpathSync('node_modules/vike/bin.js'), 'build'])
  })
})

describe('INTERRUPT_BUDGET_FLAG', () => {
  it("is the budget package.json's build and check scripts start the build's process with", () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    for (const name of ['build', 'check']) expect(scripts[name]!.split(' ')).toContain(INTERRUPT_BUDGET_FLAG)
  })
})
