import { useRef, type FormEvent } from 'react'
import type { ResourcesPage } from '#/lib/content/schema'
import { Button } from '../ui/Button'
import { Toasts } from '../ui/Toasts'
import { Alternatives, HiddenFields, useDelivery, type DeliveryProps } from './delivery'

export type WebinarFormProps = DeliveryProps & {
  registration: Pick<ResourcesPage['registration'], 'fields' | 'submit' | 'sentTitle' | 'sentText'>
  /** The webinar's title: sent with the registration as a hidden field, shown as text. */
  webinar: string
}

function Required() {
  return (
    <span className="required" aria-hidden="true">
      *
    </span>
  )
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
    <form className="contact-form" ref={ref} onSubmit={submit} aria-labelledby="register-title" data-webinar-form {...setup.attributes}>
      <HiddenFields setup={setup} copy={copy} />
      {/* The webinar travels as a hidden field (a read-only box would cut a long title on a phone); shown as text. */}
      <input type="hidden" name="webinar" value={webinar} />
      <p className="wide webinar-choice" id="webinar-title">
        <span className="field-label">{f.webinar}</span> <strong>{webinar}</strong>
      </p>
      <div>
        <label className="field-label" htmlFor="webinar-name">
          {f.name}
          <Required />
        </label>
        <input className="field" id="webinar-name" name="name" autoComplete="name" required />
      </div>
      <div>
        <label className="field-label" htmlFor="webinar-email">
          {f.email}
          <Required />
        </label>
        <input className="field" id="webinar-email" name="email" type="email" autoComplete="email" required />
      </div>
      <div>
        <label className="field-label" htmlFor="webinar-organisation">{f.organisation}</label>
        <input className="field" id="webinar-organisation" name="organisation" autoComplete="organization" />
      </div>
      <div>
        <label className="field-label" htmlFor="webinar-phone">{f.phone}</label>
        <input className="field" id="webinar-phone" name="phone" type="tel" autoComplete="tel" />
      </div>
      <div className="wide">
        <Button type="submit" disabled={pending}>
          {pending ? copy.sending : registration.submit}
        </Button>
      </div>
      {fallback && <Alternatives text={fallback} copy={copy} reach={reach} />}
    </form>
  )
}

export default function WebinarForm(props: WebinarFormProps) {
  return (
    <Toasts>
      <Registration {...props} />
    </Toasts>
  )
}
