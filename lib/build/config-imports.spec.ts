import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

/**
 * Every `vike build` (each build of the site, and those of the tests) loads vite.config.ts and what it imports before it
 * builds anything. A dev-server plugin's heavy library belongs in the function that uses it: sharp (libvips) loaded
 * with the config took about 90 ms of CPU of every build (lib/images/write-variant.ts).
 */
const LOADED_WITH_THE_CONFIG = ['@vitejs/plugin-react', 'image-size', 'vike/plugin', 'vite', 'zod']

/** The packages a module and the project files it imports statically import (a dynamic import() is left out). */
async function staticPackages(entry: string): Promise<string[]> {
  const { metafile } = await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, metafile: true, logLevel: 'silent' })
  const packages = new Set<string>()
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports) {
      if (imported.external && imported.kind === 'import-statement' && !imported.path.startsWith('node:')) packages.add(imported.path)
    }
  }
  return [...packages].sort()
}

describe('what vite.config.ts loads', () => {
  it('is only what every build needs', async () => {
    expect(await staticPackages('vite.config.ts')).toEqual(LOADED_WITH_THE_CONFIG)
  })

  it('names a library imported statically, not one imported at its first use', async () => {
    expect(await staticPackages('scripts/lib/image-variants.ts')).not.toContain('sharp')
    expect(await staticPackages('lib/images/intrinsic-size.ts')).toContain('image-size')
  })
})
