import { OfflineView } from '#/components/templates/OfflineView'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

export default function Page() {
  return <OfflineView {...useData<Data>()} />
}
