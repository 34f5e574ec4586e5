import { getContent } from '#/lib/content/loader'
import { thanksPageData } from '#/lib/lead-forms'

export const data = () => thanksPageData('webinar', getContent())

export type Data = Awaited<ReturnType<typeof data>>
