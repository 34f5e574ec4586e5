import { legalPageData } from '#/lib/content/legal-page'

export const data = () => legalPageData('privacy')

export type Data = Awaited<ReturnType<typeof data>>
