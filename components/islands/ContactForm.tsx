import { useSnackbar } from 'notistack'
import { useRef, type FormEvent } from 'react'
import styled from 'styled-components'
import type { ContactPage } from '#/lib/content/schema'
import { Button } from '../ui/Button'
import { Input, Label, Select, TextArea } from '../ui/Field'
import { Toasts, toastMessage } from '../ui/Toasts'

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.mq.md} { grid-template-columns: 1fr 1fr; .wide { grid-column: 1 / -1; } }
`

export type ContactFormProps = {
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

function Contact({ form, services }: ContactFormProps) {
  const { enqueueSnackbar } = useSnackbar()
  const ref = useRef<HTMLFormElement>(null)
  const f = form.fields

  // The browser has checked required/email/tel before submit fires; nothing is sent anywhere.
  function submit(event: FormEvent) {
    event.preventDefault()
    enqueueSnackbar(toastMessage(form.sentTitle, form.sentText), { variant: 'success' })
    ref.current?.reset()
  }

  return (
    <Form ref={ref} onSubmit={submit} aria-labelledby="contact-form-title" data-contact-form>
      <div>
        <Label htmlFor="contact-name">
          {f.name}
          <Required />
        </Label>
        <Input id="contact-name" name="name" autoComplete="name" required />
      </div>
      <div>
        <Label htmlFor="contact-email">
          {f.email}
          <Required />
        </Label>
        <Input id="contact-email" name="email" type="email" autoComplete="email" required />
      </div>
      <div>
        <Label htmlFor="contact-company">{f.company}</Label>
        <Input id="contact-company" name="company" autoComplete="organization" />
      </div>
      <div>
        <Label htmlFor="contact-phone">{f.phone}</Label>
        <Input id="contact-phone" name="phone" type="tel" autoComplete="tel" />
      </div>
      <div className="wide">
        <Label htmlFor="contact-service">{f.service}</Label>
        <Select id="contact-service" name="service" defaultValue="">
          <option value="">{form.servicePlaceholder}</option>
          {services.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="wide">
        <Label htmlFor="contact-message">
          {f.message}
          <Required />
        </Label>
        <TextArea id="contact-message" name="message" rows={6} required />
      </div>
      <div className="wide">
        <Button type="submit">{form.submit}</Button>
      </div>
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
