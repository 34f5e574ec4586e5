import type { SocialImage } from '../seo'
import { cardImage } from '../social-card'
import { declaration, type Entry, type KindName } from './kinds'
import { getContent } from './loader'

/** The social card an entry's page references, when its kind declares cards (lib/content/kinds.ts, `card`). */
export function entryCard<K extends KindName>(kind: K, entry: Entry<K>, data = getContent().data): SocialImage | undefined {
  const text = declaration(kind).card?.(entry, data)
  return text && cardImage(kind, entry.slug, text)
}
