import { getContent } from '#/lib/content/loader'
import { routes } from '#/lib/permalink'

export function onBeforePrerenderStart() {
  return getContent().solutions.map((solution) => routes.solution(solution.slug))
}
