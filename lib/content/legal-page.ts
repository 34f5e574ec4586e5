import { todayIso } from '../dates'
import { entryBody } from './bodies'
import { getContent } from './loader'

export async function legalPageData(slug: 'privacy' | 'terms') {
  const content = getContent()
  const entry = content.legal.find((doc) => doc.slug === slug)
  if (!entry) throw new Error(`content/legal/${slug}.mdx is missing`)
  const { body: _source, ...doc } = entry
  return {
    head: { title: doc.title, description: doc.description },
    doc,
    updated: { date: doc.lastUpdated ?? todayIso(), pinned: Boolean(doc.lastUpdated) },
    body: entryBody(entry),
    labels: content.data['pages/legal.yaml'].labels,
  }
}
