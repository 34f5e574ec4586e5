import { legalPageData } from '#/lib/content/legal-page'

export const data = () => legalPageData('terms')

export type Data = Awaited<ReturnType<typeof data>>
