import { WebinarView } from '#/components/templates/WebinarView'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

export default function Page() {
  return <WebinarView {...useData<Data>()} />
}
