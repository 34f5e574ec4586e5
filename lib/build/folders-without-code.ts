/**
 * The project's top-level folders that hold no code a page is built from: installed packages, the build's output
 * and caches, writers' content (data, never code), tests, reports and the benchmark's kept pairs (bench/). The build-input hash does not read them
 * (scripts/lib/build-inputs.ts) and Vike does not crawl them for + files (vite.config.ts): without git (a copy of
 * the project, a container without .git) Vike walks the project itself, and a + file under tests/ would have
 * become a page; with the 1,000-post site's dist/ in place, its walk opened 1,623 folders more.
 */
export const FOLDERS_WITHOUT_CODE = [
  'node_modules', 'dist', '.git', '.cache', '.build-tmp', 'content', 'tests', 'screenshots', 'test-results',
  '.lighthouse', '.inbox', '.github', '.ci', 'bench',
] as const
