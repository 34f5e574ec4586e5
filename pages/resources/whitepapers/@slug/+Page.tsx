import { WhitepaperView } from '#/components/templates/WhitepaperView'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

export default function Page() {
  return <WhitepaperView {...useData<Data>()} />
}
