import { ThanksView } from '#/components/templates/ThanksView'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

export default function Page() {
  const { sent, links } = useData<Data>()
  return <ThanksView title={sent.title} text={sent.text} links={links} />
}
