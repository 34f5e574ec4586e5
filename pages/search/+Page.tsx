import { SearchView } from '#/components/templates/SearchView'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

export default function Page() {
  return <SearchView {...useData<Data>()} />
}
