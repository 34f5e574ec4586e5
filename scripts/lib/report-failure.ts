import { ContentError } from '../../lib/content/errors'

/** Prints an error for a writer: the message only; the stack trace only with DEBUG=1. */
export function reportFailure(error: unknown): void {
  if (process.env.DEBUG === '1' && error instanceof Error) console.error(error.stack)
  else if (error instanceof ContentError) console.error(error.message)
  else if (error instanceof Error) console.error(error.name === 'Error' ? error.message : `${error.name}: ${error.message}`)
  else console.error(String(error))
}
