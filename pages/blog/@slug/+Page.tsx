import { BlogPostView } from '#/components/templates/BlogPostView'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

export default function Page() {
  return <BlogPostView {...useData<Data>()} />
}
