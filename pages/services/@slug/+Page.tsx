import { ServiceView } from '#/components/templates/ServiceView'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

export default function Page() {
  return <ServiceView {...useData<Data>()} />
}
