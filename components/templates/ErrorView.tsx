import { Container } from '../ui/Container'
import { Centered } from './NotFound'

export type ErrorViewProps = { status?: number; statusText?: string; message?: string }

/** Fallback for any error other than 404: status and status text, or the error's message. */
export function ErrorView({ status, statusText, message }: ErrorViewProps) {
  const detail = status ? `${status}${statusText ? ` ${statusText}` : ''}` : message
  return (
    <Centered>
      <Container>
        <h1>Unexpected Application Error!</h1>
        {detail && <pre>{detail}</pre>}
      </Container>
    </Centered>
  )
}
