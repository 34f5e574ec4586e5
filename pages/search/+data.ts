import { getContent } from '#/lib/content/loader'
import { searchPageData } from '#/lib/search'

export function data() {
  return searchPageData(getContent())
}

export type Data = Awaited<ReturnType<typeof data>>
