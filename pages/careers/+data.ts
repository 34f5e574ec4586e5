import { getContent } from '#/lib/content/loader'

export function data() {
  const page = getContent().data['pages/careers.yaml']
  return { head: { title: page.title, description: page.description }, page }
}

export type Data = Awaited<ReturnType<typeof data>>
