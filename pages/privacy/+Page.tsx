import { LegalView } from '#/components/templates/LegalView'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

export default function Page() {
  return <LegalView {...useData<Data>()} />
}
