import { withBase } from '#/lib/permalink'

/** /case-studies/detail?title=<title> goes, replacing the history entry, to the study with that title. */
export function followCaseStudyTitle(): void {
  const map = document.getElementById('case-study-titles')
  const title = new URLSearchParams(location.search).get('title')
  if (!map || !title) return
  const target = (JSON.parse(map.textContent ?? '{}') as Record<string, string>)[title]
  if (target) location.replace(withBase(target))
}
