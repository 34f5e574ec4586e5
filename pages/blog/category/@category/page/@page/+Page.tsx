import { BlogListView } from '#/components/templates/BlogListView'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

export default function Page() {
  return <BlogListView {...useData<Data>()} />
}
