/**
 * Rules across files, checked once every file is loaded: exactly one featured case study, unique service
 * ids, solution ids equal to their file names, and ids that a file refers to naming entries that exist
 * (a case study's `service`, the contact form's services).
 */
import { defaultLang } from '../editions'
import type { ContentProblem } from './errors'
import { declaration, kindNames } from './kinds'
import type { Content } from './loader'
import { misspeltName, personKey } from './people'

/** `root` is the content folder as shown to the writer ("content"). */
export function referenceProblems(content: Content, root: string): ContentProblem[] {
  const problems: ContentProblem[] = []
  idProblems(content, root, problems)
  peopleProblems(content, root, problems)
  authorProblems(content, problems)
  // A translation has the structure of its English file (lib/content/translations.ts): the labels and the
  // featured case study are checked once, in the default language.
  if (content.lang === defaultLang) {
    featuredProblems(content, root, problems)
    searchLabelProblems(content, root, problems)
  }
  return problems
}

/** Search results say what each page is: every content folder with pages needs its label in pages/search.yaml. */
function searchLabelProblems(content: Content, root: string, problems: ContentProblem[]): void {
  const search = content.data['pages/search.yaml']
  if (!search) return
  const withPages = kindNames.filter((name) => declaration(name).routes?.entry)
  for (const field of ['kinds', 'sections'] as const) {
    for (const name of withPages) {
      if (!Object.hasOwn(search[field], name)) problems.push({ file: `${root}/pages/search.yaml`, where: field, message: `has no label for ${name}; add "${name}: <${field === 'kinds' ? 'what one result from' : 'the heading of the pages of'} content/${name}>"` })
    }
    for (const key of Object.keys(search[field])) {
      if (!(key === 'page' && field === 'kinds') && !withPages.includes(key as never)) {
        problems.push({ file: `${root}/pages/search.yaml`, where: `${field}.${key}`, message: `"${key}" is not a content folder with pages; expected one of ${withPages.join(', ')}` })
      }
    }
  }
}

/**
 * A post's author is a member of content/team (the post ends with their portrait, role and bio) or a guest,
 * shown by name. A member's name with a letter or two wrong is a typo, not a guest: it would lose the box.
 */
function authorProblems(content: Content, problems: ContentProblem[]): void {
  const team = new Map(content.team.map((member) => [personKey(member.name), member]))
  const names = content.team.map((member) => member.name)
  for (const post of content.blog) {
    const member = team.get(personKey(post.author))
    if (member) {
      // the same name in other capitals or spacing ("wanjiru kamau") would show so in the byline
      const written = (name: string) => name.replace(/\s+/g, ' ').trim()
      if (written(post.author) !== written(member.name) && written(post.author).toLowerCase() === written(member.name).toLowerCase()) {
        problems.push({ file: post.file, where: 'author', message: `"${post.author}" is written "${member.name}" in content/team; write it the same way (the byline shows it as written here)` })
      }
      continue
    }
    const meant = misspeltName(post.author, names)
    if (meant) {
      problems.push({
        file: post.file,
        where: 'author',
        message: `"${post.author}" is not on the team; did you mean ${meant}? Write the name exactly as in content/team (a guest author's own name is fine)`,
      })
    }
  }
}

type Person = { name: string; role: string; organisation: string; file: string; where: string }


/**
 * One person, one role: a name quoted in a testimonial, a case study or on the team has the same role at
 * the same organisation everywhere, so a careful reader never meets the same person in two jobs.
 */
function peopleProblems(content: Content, root: string, problems: ContentProblem[]): void {
  const people: Person[] = []
  // another language's edition reads the English testimonials when they are not translated: their roles are in English
  const testimonials = content.translatedData.has('data/testimonials.yaml') ? content.data['data/testimonials.yaml'] : undefined
  ;(testimonials ?? []).forEach((t, index) => {
    people.push({ name: t.name, role: t.role, organisation: t.company, file: `${root}/data/testimonials${content.lang === defaultLang ? '' : `.${content.lang}`}.yaml`, where: `${index}.name` })
  })
  for (const study of content['case-studies']) {
    people.push({ name: study.testimonial.author, role: study.testimonial.role, organisation: study.client, file: study.file, where: 'testimonial.author' })
  }
  for (const member of content.team) {
    people.push({ name: member.name, role: member.role, organisation: 'our own team', file: member.file, where: 'name' })
  }
  // A speaker's role may name the company after a comma ("Head of Cybersecurity, Kilele Technologies").
  const team = new Map(content.team.map((member) => [personKey(member.name), member]))
  for (const webinar of content.webinars) {
    webinar.speakers.forEach((speaker, index) => {
      const member = team.get(personKey(speaker.name))
      if (member && speaker.role !== member.role && !speaker.role.startsWith(`${member.role}, `)) {
        problems.push({ file: webinar.file, where: `speakers.${index}.role`, message: `${speaker.name} is ${member.role} in ${member.file}: write that role here (a company may follow after a comma)` })
      }
    })
  }
  const first = new Map<string, Person>()
  for (const person of people) {
    const key = personKey(person.name)
    const earlier = first.get(key)
    if (!earlier) {
      first.set(key, person)
      continue
    }
    if (earlier.role !== person.role || earlier.organisation !== person.organisation) {
      problems.push({
        file: person.file,
        where: person.where,
        message: `${person.name} is ${person.role} at ${person.organisation} here, but ${earlier.role} at ${earlier.organisation} in ${earlier.file}: one person has one role; give one of them another name, or the same role and organisation`,
      })
    }
  }
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
  // In another language, a reference names an entry of that edition: a Swahili case study's service must be translated too.
  const translateFirst = (id: string) => (content.lang === defaultLang ? '' : ` in the ".${content.lang}" edition (translate content/services/${id} first)`)
  for (const study of content['case-studies']) {
    if (!serviceIds.has(study.service)) {
      problems.push({ file: study.file, where: 'service', message: `no service has id "${study.service}"${translateFirst(study.service)}; write the id of the service this work illustrates, one of ${[...serviceIds.keys()].join(', ')}` })
    }
  }
  const contact = content.data['pages/contact.yaml']
  if (contact && content.translatedData.has('pages/contact.yaml')) {
    const file = `${root}/pages/contact${content.lang === defaultLang ? '' : `.${content.lang}`}.yaml`
    contact.form.services.forEach((id, index) => {
      if (!serviceIds.has(id)) {
        problems.push({ file, where: `form.services.${index}`, message: `no service has id "${id}"${translateFirst(id)}; expected one of ${[...serviceIds.keys()].join(', ')}` })
      }
    })
  }
}
