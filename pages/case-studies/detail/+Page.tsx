import { CaseStudyView } from '#/components/templates/CaseStudyView'
import { useData } from '#/renderer/useData'
import type { Data } from './+data'

export default function Page() {
  const { byTitle, ...data } = useData<Data>()
  return (
    <>
      <script type="application/json" id="case-study-titles" dangerouslySetInnerHTML={{ __html: JSON.stringify(byTitle).replace(/</g, '\\u003c') }} />
      <CaseStudyView {...data} />
    </>
  )
}
