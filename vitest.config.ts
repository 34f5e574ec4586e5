import { defineConfig } from 'vitest/config'

const alias = { '#': new URL('.', import.meta.url).pathname }

/** A lane of the tests over the built site: one file at a time, after the unit tests, beside the other lane. */
const siteLane = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 300_000,
  fileParallelism: false,
  // Files of a lane share their modules: content is loaded and its bodies parsed once per lane, not once per
  // file (the nine HTML test files: 4.4 s instead of 9.8 s). No site test mocks a module or changes the process.
  isolate: false,
  sequence: { groupOrder: 1 },
} as const

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
          // Files of a worker share their modules (imported once, not once per file): 16.5 s and 30 core-seconds
          // instead of 27.6 s and 50. A spec that changes the process (an environment variable, a spy) puts it
          // back after its tests; the suite passes with its files in any order (--sequence.shuffle.files).
          isolate: false,
          sequence: { groupOrder: 0 },
          // add-content.test.ts runs this suite in a copy beside the browser lane: at a load of 8 the spec that parses
          // every content file with both parsers took 6 s there, past vitest's default 5 s (27 Nov 2026)
          testTimeout: 20_000,
        },
      },
      // Tests over the production build in dist/ (npm test builds it first), in two lanes that run side by side,
      // each one file at a time: a browser test drives chromium against dist/, a build test builds a copy of the
      // project (and reads built HTML). Either lane alone leaves a core idle much of the time (the whole run used
      // 0.86 of the two cores one file at a time); two browser walks or two copies' builds side by side fight for
      // both cores, and each one's waits grew past their timeouts (20.5 minutes with two files of any kind at once).
      // The dev server's test (chromium against `npm run dev`, 23 s) is in the builds lane: on 26 Nov 2026 the
      // browser lane took 466 s with it and the builds lane 383 s (npm test 522 s).
      {
        resolve: { alias },
        test: { name: 'browser', include: ['tests/browser/**/*.test.ts'], ...siteLane },
      },
      {
        resolve: { alias },
        test: { name: 'builds', include: ['tests/*.test.ts'], ...siteLane },
      },
    ],
  },
})
