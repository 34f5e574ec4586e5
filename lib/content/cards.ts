import type { SocialImage } from '../seo'
import { cardImage } from '../social-card'
import { declaration, type Entry, type KindName } from './kinds'
import type { Content } from './loader'

/** The social card an entry's page references, when its kind declares cards (lib/content/kinds.ts, `card`): in the entry's language. */
export function entryCard<K extends KindName>(kind: K, entry: Entry<K>, content: Pick<Content, 'data' | 'lang'>): SocialImage | undefined {
  const text = declaration(kind).card?.(entry, content.data)
  return text && cardImage(kind, entry.slug, text, content.lang)
}
