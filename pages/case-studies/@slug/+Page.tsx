import { CaseStudyView } from '#/components/templates/CaseStudyView'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

export default function Page() {
  return <CaseStudyView {...useData<Data>()} />
}
