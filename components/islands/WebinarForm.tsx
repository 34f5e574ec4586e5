import { useRef, type FormEvent } from 'react'
import type { ResourcesPage } from '#/lib/content/schema'
import { Button } from '../ui/Button'
import { Form } from '../ui/Form'
import { Toasts } from '../ui/Toasts'
import { Alternatives, HiddenFields, useDelivery, type DeliveryProps } from './delivery'
import { TextField } from '../ui/TextField'

export type WebinarFormProps = DeliveryProps & {
  registration: Pick<ResourcesPage['registration'], 'fields' | 'submit' | 'sentTitle' | 'sentText'>
  /** The webinar's title: sent with the registration as a hidden field, shown as text. */
  webinar: string
}

/** Registration for one webinar: delivered like the contact form (lib/forms.ts, delivery.tsx), the webinar prefilled. */
function Registration({ registration, webinar, setup, copy, reach }: WebinarFormProps) {
  const ref = useRef<HTMLFormElement>(null)
  const { pending, fallback, send } = useDelivery(copy, { title: registration.sentTitle, text: registration.sentText }, () => ref.current?.reset())
  const f = registration.fields

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void send(event.currentTarget)
  }

  return (
    <Form className="contact-form" ref={ref} onSubmit={submit} aria-labelledby="register-title" data-webinar-form {...setup.attributes}>
      <HiddenFields setup={setup} copy={copy} />
      {/* The webinar travels as a hidden field (a read-only box would cut a long title on a phone); shown as text. */}
      <input type="hidden" name="webinar" value={webinar} />
      <p className="wide webinar-choice" id="webinar-title">
        <span className="field-label">{f.webinar}</span> <strong>{webinar}</strong>
      </p>
      <TextField id="webinar-name" label={f.name} name="name" autoComplete="name" required />
      <TextField id="webinar-email" label={f.email} name="email" type="email" autoComplete="email" required />
      <TextField id="webinar-organisation" label={f.organisation} name="organisation" autoComplete="organization" />
      <TextField id="webinar-phone" label={f.phone} name="phone" type="tel" autoComplete="tel" />
      <div className="wide">
        <Button type="submit" disabled={pending}>
          {pending ? copy.sending : registration.submit}
        </Button>
      </div>
      {fallback && <Alternatives text={fallback} copy={copy} reach={reach} />}
    </Form>
  )
}

export default function WebinarForm(props: WebinarFormProps) {
  return (
    <Toasts>
      <Registration {...props} />
    </Toasts>
  )
}
