/**
 * Rules across files, checked once every file is loaded: exactly one featured case study, unique service
 * ids, solution ids equal to their file names, and ids that a file refers to naming entries that exist.
 */
import type { ContentProblem } from './errors'
import type { Content } from './loader'

/** `root` is the content folder as shown to the writer ("content"). */
export function referenceProblems(content: Content, root: string): ContentProblem[] {
  const problems: ContentProblem[] = []
  featuredProblems(content, root, problems)
  idProblems(content, root, problems)
  return problems
}

function featuredProblems(content: Content, root: string, problems: ContentProblem[]): void {
  const studies = content['case-studies']
  const featured = studies.filter((study) => study.featured)
  if (studies.length && featured.length !== 1) {
    problems.push({
      file: `${root}/case-studies`,
      where: 'featured',
      message: `exactly one case study must set featured: true, found ${featured.length}${featured.length ? ` (${featured.map((s) => s.file).join(', ')})` : ''}`,
    })
  }
}

/** References by id between files: each must name an entry that exists. */
function idProblems(content: Content, root: string, problems: ContentProblem[]): void {
  const serviceIds = new Map<string, string>()
  for (const service of content.services) {
    const earlier = serviceIds.get(service.id)
    if (earlier) problems.push({ file: service.file, where: 'id', message: `id "${service.id}" is already used by ${earlier}` })
    serviceIds.set(service.id, service.file)
  }
  // The solution pages live at /solutions/<id> (spec), and the prerender writes /solutions/<slug>.
  for (const solution of content.solutions) {
    if (solution.id !== solution.slug) {
      problems.push({ file: solution.file, where: 'id', message: `must equal the file name "${solution.slug}" (the page is /solutions/<id>), found "${solution.id}"` })
    }
  }
  const contact = content.data['pages/contact.yaml']
  if (contact) {
    const file = `${root}/pages/contact.yaml`
    contact.form.services.forEach((id, index) => {
      if (!serviceIds.has(id)) {
        problems.push({ file, where: `form.services.${index}`, message: `no service has id "${id}"; expected one of ${[...serviceIds.keys()].join(', ')}` })
      }
    })
  }
}
