import type { PageContextServer } from 'vike/types'
import { getContent } from '#/lib/content/loader'
import { thanksPageData } from '#/lib/lead-forms'

export const data = (pageContext: PageContextServer) => thanksPageData('newsletter', getContent(pageContext.lang))

export type Data = Awaited<ReturnType<typeof data>>
