import { loadBody } from './bodies'
import { getContent, type Entry } from './loader'

export async function caseStudyPageData(study: Entry<'case-studies'>) {
  const content = getContent()
  const page = content.data['pages/case-studies.yaml']
  const { body: _source, ...meta } = study
  return {
    head: { title: study.title, description: study.description, type: 'article' as const },
    study: meta,
    Body: await loadBody(study.file),
    page,
  }
}

export type CaseStudyPageData = Awaited<ReturnType<typeof caseStudyPageData>>
