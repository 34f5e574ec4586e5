/** Normalises BASE_PATH ("preview/pr-42", "/preview/pr-42/") to Vite's form: "/preview/pr-42/". */
export function basePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}/` : '/'
}
