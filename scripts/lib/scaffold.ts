/**
 * Templates for `npm run new`: a valid file structure with today's date, a slug from the title and
 * "TODO: …" placeholders that the content check rejects until a writer replaces them.
 */
import { placeholder as todo } from '../../lib/content/placeholders'
import { iconNames } from '../../lib/content/icons'
import { routes } from '../../lib/permalink'
import { blogCategories, industries } from '../../lib/content/schema'
import { slugify } from '../../lib/content/slugify'
import { MIN_WORDS } from '../../lib/content/writing-rules'

export type ScaffoldKind = 'post' | 'case-study' | 'service' | 'team' | 'event' | 'whitepaper' | 'webinar'

type Context = { title: string; slug: string; today: string; order: number }
type Template = { folder: string; extension: '.md' | '.mdx'; route: (slug: string) => string; text: (c: Context) => string }

/** YAML scalar: JSON strings are valid YAML and need no escaping rules of their own. */
const q = (value: string) => JSON.stringify(value)
const list = (indent: string, items: string[]) => items.map((item) => `${indent}- ${q(item)}`).join('\n')
const oneOf = (values: readonly string[]) => todo(`one of ${values.join(', ')}`)

const post: Template = {
  folder: 'blog',
  extension: '.md',
  route: routes.blogPost,
  text: ({ title, today }) => `---
title: ${q(title)}
excerpt: ${q(todo('one or two sentences shown on the blog card and in search results'))}
category: ${q(oneOf(blogCategories))}
date: ${today}
author: ${q(todo('your name as it should appear on the post'))}
tags: []
# readTime: 6     # minutes; worked out from the word count when left out
# draft: true     # keeps the post out of the published site
---

${todo('the opening paragraph: why a reader should care.')}

## ${todo('first section heading')}

${todo(`the text of the section (the whole post needs at least ${MIN_WORDS.blog.words} words). Plain Markdown: **bold**, [links](/contact), lists and tables; ### for a part of a section.`)}
`,
}

const caseStudy: Template = {
  folder: 'case-studies',
  extension: '.mdx',
  route: routes.caseStudy,
  text: ({ title, today, order }) => `---
title: ${q(title)}
client: ${q(todo('client name'))}
service: ${q(todo('the id of the service this work illustrates, e.g. cybersecurity or software-development'))}
industry: ${q(oneOf(industries))}
icon: ${q(todo('an icon name, e.g. landmark, stethoscope, store, factory, cpu, truck'))}
description: ${q(todo('two sentences for the case study card'))}
challenge: ${q(todo('what the client was up against'))}
solution: ${q(todo('what we built or did'))}
results:
${list('  ', [1, 2, 3, 4].map((n) => todo(`result ${n}, e.g. Checkout 60% faster at peak times`)))}
metrics:
${[1, 2, 3, 4].map((n) => `  - value: ${q(todo(`metric ${n} figure, e.g. 60%`))}\n    label: ${q(todo(`metric ${n} label`))}`).join('\n')}
technologies:
${list('  ', [todo('a technology used')])}
duration: ${q(todo('e.g. 4 months'))}
testimonial:
  quote: ${q(todo("the client's words"))}
  author: ${q(todo('who said it'))}
  role: ${q(todo('their role and company'))}
featured: false
showcase: false
order: ${order}
date: ${today}
---

## The challenge

${todo(`the story of the project (at least ${MIN_WORDS['case-studies'].words} words), in plain Markdown; each new section starts with ##.`)}
`,
}

const service: Template = {
  folder: 'services',
  extension: '.mdx',
  route: routes.service,
  text: ({ title, slug, order }) => `---
id: ${slug}
order: ${order}
icon: ${q(oneOf(iconNames.slice(0, 8)))}
title: ${q(title)}
description: ${q(todo('one or two sentences for the service card'))}
heroTitle: ${q(todo('the headline at the top of the service page'))}
heroDescription: ${q(todo('the paragraph under the headline'))}
offerings:
${[1, 2, 3, 4].map((n) => `  - title: ${q(todo(`offering ${n}`))}\n    description: ${q(todo(`what offering ${n} is`))}\n    features:\n${list('      ', [todo('a feature'), todo('another feature')])}`).join('\n')}
benefits:
${list('  ', [1, 2, 3].map((n) => todo(`benefit ${n}`)))}
process:
${[1, 2, 3, 4, 5].map((n) => `  - title: ${q(todo(`step ${n}`))}\n    description: ${q(todo(`what happens in step ${n}`))}`).join('\n')}
faqs:
${[1, 2, 3, 4].map((n) => `  - question: ${q(todo(`question ${n}`))}\n    answer: ${q(todo(`answer ${n}`))}`).join('\n')}
---
`,
}

const team: Template = {
  folder: 'team',
  extension: '.md',
  route: () => routes.team(),
  text: ({ title, slug, order }) => `---
name: ${q(title)}
role: ${q(todo('job title'))}
bio: ${q(todo('three or four sentences about their experience'))}
image: ${q(todo(`a portrait under public/, e.g. /images/team/${slug}.svg`))}
linkedin: ${q(todo('https://www.linkedin.com/in/their-profile'))}
email: ${q(todo('their work e-mail address'))}
order: ${order}
---
`,
}

const event: Template = {
  folder: 'events',
  extension: '.md',
  route: routes.event,
  text: ({ title, today }) => `---
title: ${q(title)}
summary: ${q(todo('one or two sentences for the card, the page and the calendar entry'))}
format: ${q(todo('what the card\'s badge says, e.g. Workshop, Online clinic or Breakfast briefing'))}
date: ${today}   # the day it takes place, YYYY-MM-DD
start: ${q(todo('when it starts, e.g. 09:00 or 9 am'))}
end: ${q(todo('when it ends, the same day, e.g. 13:00 or 1 pm'))}
venue: ${q(todo('the address, e.g. Kilele Technologies training room, Westlands, Nairobi'))}
# online: Microsoft Teams; the joining link comes with your registration   # instead of venue, for an online event
fee: ${q(todo('Free, or the price, e.g. KES 3,500 per person, lunch included'))}
# draft: true   # keeps it out of the published site
---

## ${todo('a section heading, e.g. What you will take away')}

${todo('the programme, who it is for and who leads it.')}
`,
}

const whitepaper: Template = {
  folder: 'whitepapers',
  extension: '.md',
  route: routes.whitepaper,
  text: ({ title, today, order }) => `---
title: ${q(title)}
description: ${q(todo('one or two sentences for the card on /resources and the page'))}
category: ${q(todo('its topic, e.g. Cloud, Cybersecurity or Compliance'))}
date: ${today}   # published, YYYY-MM-DD: on the page and the PDF's title page
order: ${order}
---

${todo('the opening paragraph: who the paper is for and what they will be able to decide after reading it.')}

## ${todo('first section heading')}

${todo('the text of the section, in plain Markdown (## for each new section, ### for a part of one). The site makes the PDF from this text.')}
`,
}

const webinar: Template = {
  folder: 'webinars',
  extension: '.md',
  route: routes.webinar,
  text: ({ title, today }) => `---
title: ${q(title)}
description: ${q(todo('one or two sentences for the card on /resources and the page'))}
date: ${today}   # the day it takes (or took) place, YYYY-MM-DD
time: ${q(todo('when it starts, Nairobi time, e.g. 10:00 or 10 am'))}
duration: ${q(todo('how long it lasts, e.g. 60 or 90 minutes'))}
type: upcoming   # upcoming: visitors register for it; recorded: the page links to the recording (give video:)
keyPoints:
${list('  ', [todo('what a participant takes away'), todo('another thing they take away')])}
speakers:
  - name: ${q(todo("the speaker's name"))}
    role: ${q(todo('their role and organisation, e.g. Head of Cybersecurity, Kilele Technologies'))}
# video: https://www.youtube.com/watch?v=...   # the recording, once type is recorded
---

${todo('a paragraph about the session: who it is for and what it covers.')}
`,
}

export const templates: Record<ScaffoldKind, Template> = { post, 'case-study': caseStudy, service, team, event, whitepaper, webinar }
export const scaffoldKinds = Object.keys(templates) as ScaffoldKind[]

export function scaffold(kind: ScaffoldKind, title: string, context: { today: string; order: number }) {
  const template = templates[kind]
  const slug = slugify(title)
  if (!slug) throw new Error(`Cannot make a file name from "${title}": use letters or digits in the title`)
  return {
    slug,
    file: `content/${template.folder}/${slug}${template.extension}`,
    folder: template.folder,
    route: template.route(slug),
    text: template.text({ title, slug, ...context }),
  }
}
