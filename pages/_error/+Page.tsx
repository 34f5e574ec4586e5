import { ErrorView } from '#/components/templates/ErrorView'
import { NotFound } from '#/components/templates/NotFound'
import { useData } from '#/renderer/useData'
import { usePageContext } from '#/renderer/usePageContext'
import type { Data } from './+data'

const statusTexts: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 410: 'Gone', 500: 'Internal Server Error', 503: 'Service Unavailable' }

export default function Page() {
  const data = useData<Data>()
  const pageContext = usePageContext()
  if (data.kind === '404') return <NotFound content={data.notFound} search={data.search} />
  const status = pageContext.abortStatusCode
  const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : undefined
  const error = (pageContext as { errorWhileRendering?: unknown }).errorWhileRendering
  return <ErrorView status={status} statusText={reason ?? (status ? statusTexts[status] : undefined)} message={error instanceof Error ? error.message : undefined} />
}
