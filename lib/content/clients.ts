import type { Content } from './loader'

/** The clients of the logo strip, each industry named in the edition's language. */
export function clientsNamed(content: Pick<Content, 'data'>) {
  const { industries } = content.data['strings/interface.yaml'].names
  return content.data['data/clients.yaml'].map((client) => ({ ...client, industryName: industries[client.industry] }))
}
