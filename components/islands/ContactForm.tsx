import { useRef, type FormEvent } from 'react'
import type { ContactPage } from '#/lib/content/schema'
import { Button } from '../ui/Button'
import { Toasts } from '../ui/Toasts'
import { Alternatives, HiddenFields, useDelivery, type DeliveryProps } from './delivery'

export type ContactFormProps = DeliveryProps & {
  form: Omit<ContactPage['form'], 'services'>
  services: { value: string; label: string }[]
}

function Required() {
  return (
    <span className="required" aria-hidden="true">
      *
    </span>
  )
}

function Contact(props: ContactFormProps) {
  const { form, services, setup, copy, reach } = props
  const ref = useRef<HTMLFormElement>(null)
  const { pending, fallback, send } = useDelivery(copy, { title: form.sentTitle, text: form.sentText }, () => ref.current?.reset())
  const f = form.fields

  // The browser has checked required/email/tel before submit fires. Without JavaScript the same form posts
  // natively to its action (the thank-you page, or the configured endpoint).
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void send(event.currentTarget)
  }

  return (
    <form className="contact-form" ref={ref} onSubmit={submit} aria-labelledby="contact-form-title" data-contact-form {...setup.attributes}>
      <HiddenFields setup={setup} copy={copy} />
      <div>
        <label className="field-label" htmlFor="contact-name">
          {f.name}
          <Required />
        </label>
        <input className="field" id="contact-name" name="name" autoComplete="name" required />
      </div>
      <div>
        <label className="field-label" htmlFor="contact-email">
          {f.email}
          <Required />
        </label>
        <input className="field" id="contact-email" name="email" type="email" autoComplete="email" required />
      </div>
      <div>
        <label className="field-label" htmlFor="contact-company">{f.company}</label>
        <input className="field" id="contact-company" name="company" autoComplete="organization" />
      </div>
      <div>
        <label className="field-label" htmlFor="contact-phone">{f.phone}</label>
        <input className="field" id="contact-phone" name="phone" type="tel" autoComplete="tel" />
      </div>
      <div className="wide">
        <label className="field-label" htmlFor="contact-service">{f.service}</label>
        <select className="field" id="contact-service" name="service" defaultValue="">
          <option value="">{form.servicePlaceholder}</option>
          {services.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="wide">
        <label className="field-label" htmlFor="contact-message">
          {f.message}
          <Required />
        </label>
        <textarea className="field" id="contact-message" name="message" rows={6} required />
      </div>
      <div className="wide">
        <Button type="submit" disabled={pending}>
          {pending ? copy.sending : form.submit}
        </Button>
      </div>
      {fallback && <Alternatives text={fallback} copy={copy} reach={reach} />}
    </form>
  )
}

export default function ContactForm(props: ContactFormProps) {
  return (
    <Toasts>
      <Contact {...props} />
    </Toasts>
  )
}
