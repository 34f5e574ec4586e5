import { defineConfig } from 'vitest/config'

const alias = { '#': new URL('.', import.meta.url).pathname }

/**
 * Two test files at a time, site tests too: a browser walk mostly waits on chromium and a project copy on its
 * build, so two files side by side keep both cores busy (one at a time, the site tests used 0.7 of 2 cores).
 * Both projects share the pool, so they declare the same count. Every site test works on its own server, port,
 * browser and project copy; none writes to this project's dist/.
 */
const maxWorkers = 2

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['{lib,components,scripts,renderer}/**/*.spec.{ts,tsx}'], environment: 'node', maxWorkers },
      },
      {
        // Tests over the production build in dist/ (npm test builds it first) and in a real browser.
        resolve: { alias },
        test: {
          name: 'site',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          maxWorkers,
        },
      },
    ],
  },
})
