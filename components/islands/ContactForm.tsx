import { useRef, type FormEvent } from 'react'
import type { ContactPage } from '#/lib/content/schema'
import { Button } from '../ui/Button'
import { Form } from '../ui/Form'
import { Toasts } from '../ui/Toasts'
import { Alternatives, HiddenFields, useDelivery, type DeliveryProps } from './delivery'
import { Required, TextField } from '../ui/TextField'

export type ContactFormProps = DeliveryProps & {
  form: Omit<ContactPage['form'], 'services'>
  services: { value: string; label: string }[]
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
    <Form className="contact-form" ref={ref} onSubmit={submit} aria-labelledby="contact-form-title" data-contact-form {...setup.attributes}>
      <HiddenFields setup={setup} copy={copy} />
      <TextField id="contact-name" label={f.name} name="name" autoComplete="name" required />
      <TextField id="contact-email" label={f.email} name="email" type="email" autoComplete="email" required />
      <TextField id="contact-company" label={f.company} name="company" autoComplete="organization" />
      <TextField id="contact-phone" label={f.phone} name="phone" type="tel" autoComplete="tel" />
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
    </Form>
  )
}

export default function ContactForm(props: ContactFormProps) {
  return (
    <Toasts>
      <Contact {...props} />
    </Toasts>
  )
}
