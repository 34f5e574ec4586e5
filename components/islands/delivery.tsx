/**
 * What the contact and newsletter islands share: posting the form (urlencoded, the same fields as a native
 * submission), the success toast only after a 2xx answer, and on any failure an error toast plus two links
 * that carry what the visitor typed (WhatsApp and e-mail). Kept small: it ships on the home page.
 */
import { useSnackbar } from 'notistack'
import { useEffect, useRef, useState } from 'react'
import type { DeliveryProps } from '#/lib/lead-forms'
import { mailLink, whatsappLink } from '#/lib/reach'
import { scrollBehavior } from '#/lib/dom/scroll-behavior'
import { ButtonLink } from '../ui/Button'
import { toastMessage } from '../ui/Toasts'

export type { DeliveryProps }

/** "Label: value" for every field the visitor filled (not the hidden ones, nor the honeypot: tabindex=-1), for the message they can send another way. */
function typedText(form: HTMLFormElement, request?: string): string {
  const lines = request ? [request, ''] : []
  for (const el of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('[name]:not([type=hidden]):not([tabindex="-1"])')) {
    const value = el instanceof HTMLSelectElement ? (el.value && el.selectedOptions[0]!.text) : el.value.trim()
    if (value) lines.push(`${el.labels?.[0]?.textContent?.replace('*', '').trim()}: ${value}`)
  }
  return lines.join('\n')
}

/** Posts the form; after a 2xx answer shows the `sent` toast (the thank-you page's words) and calls `onSent`. */
export function useDelivery(copy: DeliveryProps['copy'], sent: { title: string; text: string }, onSent: () => void) {
  const { enqueueSnackbar } = useSnackbar()
  const [pending, setPending] = useState(false)
  const [fallback, setFallback] = useState('')
  async function send(form: HTMLFormElement) {
    setPending(true)
    let ok = false
    try {
      // URLSearchParams: sent as application/x-www-form-urlencoded, like the native form.
      const response = await fetch(form.action, { method: 'POST', headers: { Accept: 'application/json' }, body: new URLSearchParams(new FormData(form) as unknown as string[][]) })
      ok = response.ok
    } catch {
      // offline, blocked, refused: a failure like any other
    }
    setPending(false)
    if (ok) {
      enqueueSnackbar(toastMessage(sent.title, sent.text), { variant: 'success' })
      setFallback('')
      onSent()
    } else {
      enqueueSnackbar(toastMessage(copy.failedTitle, copy.failedText), { variant: 'error' })
      setFallback(typedText(form, copy.request))
    }
  }
  return { pending, fallback, send }
}

/** The hidden fields every delivery needs: the form's name and the honeypot only bots fill. */
export function HiddenFields({ setup, copy }: Pick<DeliveryProps, 'setup' | 'copy'>) {
  return (
    <>
      <input type="hidden" name="form-name" value={setup.formName} />
      <div className="visually-hidden" aria-hidden="true">
        <label>
          {copy.honeypot}
          <input name={setup.honeypot} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  )
}

/** Shown after a failure (styled by FormStyles): the same text, one tap away on WhatsApp or in an e-mail. */
export function Alternatives({ text, copy, reach, light }: Pick<DeliveryProps, 'copy' | 'reach'> & { text: string; light?: boolean }) {
  const variant = light ? 'outlineLight' : 'outline'
  const box = useRef<HTMLDivElement>(null)
  // Brought to the middle of the screen, above the error toast and the phone's contact bar at the bottom.
  useEffect(() => box.current?.scrollIntoView({ block: 'center', behavior: scrollBehavior() }), [])
  return (
    <div className="alternatives" data-alternatives ref={box}>
      <p>{copy.alternatives}</p>
      <ButtonLink variant={variant} href={whatsappLink(reach.whatsapp, text)} target="_blank" rel="noopener noreferrer">
        {copy.whatsapp}
      </ButtonLink>
      <ButtonLink variant={variant} href={mailLink(reach.email, copy.mailSubject, text)}>
        {copy.email}
      </ButtonLink>
    </div>
  )
}
