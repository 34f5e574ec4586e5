/**
 * The site's base path: "/" for the production site, "/preview/pr-42/" for a pull request's preview. Read
 * from BASE_PATH here and nowhere else (Vite gets it from vite.config.ts and hands it to the browser code
 * as import.meta.env.BASE_URL, which lib/permalink.ts prefers).
 */

/** Normalises a base path ("preview/pr-42", "/preview/pr-42/") to Vite's form: "/preview/pr-42/". */
export function basePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}/` : '/'
}

/** This build's base path, from the environment. */
export function configuredBasePath(): string {
  return basePath(typeof process === 'object' ? process.env.BASE_PATH : undefined)
}
