import { useSnackbar } from 'notistack'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { HomePage } from '#/lib/content/schema'
import { checkEmail } from '#/lib/email'
import { Button } from '../ui/Button'
import { Form } from '../ui/Form'
import { Toasts, toastMessage } from '../ui/Toasts'
import { Alternatives, HiddenFields, useDelivery, type DeliveryProps } from './delivery'

export type NewsletterFormProps = DeliveryProps & Pick<HomePage['newsletter'], 'label' | 'placeholder' | 'button' | 'messages'> & { id: string }

function Newsletter({ label, placeholder, button, messages, id, setup, copy, reach }: NewsletterFormProps) {
  const { enqueueSnackbar } = useSnackbar()
  const [email, setEmail] = useState('')
  const ref = useRef<HTMLFormElement>(null)
  const { pending, fallback, send } = useDelivery(copy, { title: messages.successTitle, text: messages.successText }, () => setEmail(''))
  // Without JavaScript the browser checks the address (required, type=email); with it, the toasts do.
  useEffect(() => {
    ref.current!.noValidate = true
  }, [])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = checkEmail(email)
    if (result === 'empty') enqueueSnackbar(toastMessage(messages.requiredTitle, messages.requiredText), { variant: 'error' })
    else if (result === 'invalid') enqueueSnackbar(toastMessage(messages.invalidTitle, messages.invalidText), { variant: 'error' })
    else void send(event.currentTarget)
  }

  return (
    <Form className="newsletter-form" ref={ref} onSubmit={submit} data-newsletter {...setup.attributes}>
        <HiddenFields setup={setup} copy={copy} />
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <input className="field" id={id} type="email" name="email" autoComplete="email" required placeholder={placeholder} value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" variant="accent" disabled={pending}>
          {pending ? copy.sending : button}
        </Button>
        {fallback && <Alternatives text={fallback} copy={copy} reach={reach} light />}
      </Form>
  )
}

/** Validates in code (so its own toasts show, not the browser's bubble), then delivers like the contact form. */
export default function NewsletterForm(props: NewsletterFormProps) {
  return (
    <Toasts>
      <Newsletter {...props} />
    </Toasts>
  )
}
