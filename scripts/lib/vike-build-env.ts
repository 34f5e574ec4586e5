import fs from 'node:fs'
import path from 'node:path'
import { INTERRUPT_BUDGET_FLAG } from './v8-tiering'

/**
 * How `vike build` is started: Vike's command (the package's bin, as node_modules/.bin links it) run by this Node
 * with V8's larger interrupt budget (v8-tiering.ts), which NODE_OPTIONS cannot carry. Five alternated runs of
 * `vike build` on the 1,000-post copy: 1.05-1.22 s of CPU against 1.28-1.38 s, 1.14-1.23 s against 1.23-1.29 s.
 */
export function vikeBuildCommand(projectDir = process.cwd()): { command: string; args: string[] } {
  const vike = fs.realpathSync(path.join(projectDir, 'node_modules/.bin/vike'))
  return { command: process.execPath, args: [INTERRUPT_BUDGET_FLAG, vike, 'build'] }
}

/**
 * The environment `vike build` runs in (scripts/build.ts starts it as a child process): the build's own, with the
 * output folder (vite.config.ts reads BUILD_OUT_DIR), a larger young generation for V8, no transparent huge pages
 * for Rolldown's allocator and no check of vite.config.ts for Vite's native config loader. A setting of the
 * developer's own for any of them stays.
 */
export function vikeBuildEnv(outDir: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  // Rendering a thousand pages allocates fast: a larger young generation than V8's 16 MB default cut garbage
  // collection from about 2 s to 1 s at 1,000 posts (CPU profile of `vike build`), with the same peak memory.
  const nodeOptions = `${env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim()
  // Rolldown's allocator (mimalloc 3) asks for transparent huge pages on its 1 GB arena, then hands 64 KB pieces back
  // to the kernel and touches them again: each touch zeroed a whole 2 MB page. `perf record` of `vike build`: 23% of
  // its samples in the kernel's clear_page under huge-page faults; without them, 0.33-0.36 s of system CPU instead of
  // 0.77-0.90 s (three alternated cold builds at 1,000 posts).
  // Vite bundles vite.config.ts each time it reads it (six times in a `vike build`) and, unless told not to, parses
  // every module of that bundle again to warn of what its future native loader would not take: about 0.15 s of CPU
  // and 0.1 s of the build's wait for the bundle (three alternated runs of `vike build`), for a warning nobody reads.
  return { MIMALLOC_ALLOW_THP: '0', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env, BUILD_OUT_DIR: outDir, NODE_OPTIONS: nodeOptions }
}
