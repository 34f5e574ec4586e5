import { useSnackbar } from 'notistack'
import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import type { HomePage } from '#/lib/content/schema'
import { checkEmail } from '#/lib/email'
import { Button } from '../ui/Button'
import { Input } from '../ui/Field'
import { Toasts, toastMessage } from '../ui/Toasts'

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 32rem;
  margin: 0 auto;
  ${({ theme }) => theme.mq.sm} { flex-direction: row; }
  input { flex: 1; }
`

/** One newsletter form per page; a fixed id, since useId differs between the page render and the island's own root. */
const id = 'newsletter-email'

export type NewsletterFormProps = Pick<HomePage['newsletter'], 'label' | 'placeholder' | 'button' | 'messages'>

function Newsletter({ label, placeholder, button, messages }: NewsletterFormProps) {
  const { enqueueSnackbar } = useSnackbar()
  const [email, setEmail] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    const result = checkEmail(email)
    if (result === 'empty') enqueueSnackbar(toastMessage(messages.requiredTitle, messages.requiredText), { variant: 'error' })
    else if (result === 'invalid') enqueueSnackbar(toastMessage(messages.invalidTitle, messages.invalidText), { variant: 'error' })
    else {
      enqueueSnackbar(toastMessage(messages.successTitle, messages.successText), { variant: 'success' })
      setEmail('')
    }
  }

  return (
    <Form onSubmit={submit} noValidate data-newsletter>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Input id={id} type="email" name="email" autoComplete="email" placeholder={placeholder} value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" variant="accent">
        {button}
      </Button>
    </Form>
  )
}

/** Validates in code (so its own toasts show, not the browser's bubble); nothing is sent anywhere. */
export default function NewsletterForm(props: NewsletterFormProps) {
  return (
    <Toasts>
      <Newsletter {...props} />
    </Toasts>
  )
}
