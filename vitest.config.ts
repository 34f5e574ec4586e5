import { defineConfig } from 'vitest/config'

const alias = { '#': new URL('.', import.meta.url).pathname }

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['{lib,components,scripts,renderer}/**/*.spec.{ts,tsx}'],
          environment: 'node',
          // Two files at a time in threads, before the site project: 36 s instead of 58 s one file at a time.
          pool: 'threads',
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
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
          // One file at a time: a browser walk or a project copy's builds take both cores, and two of them side
          // by side took as long in all (20.5 minutes) while each test's waits grew past their timeouts.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
