import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { DeliveryProps } from '#/lib/lead-forms'
import type { WebinarFormProps } from '../islands/WebinarForm'
import { Island } from '../islands/Island'
import WebinarForm from '../islands/WebinarForm'
import { FormStyles } from '../ui/FormStyles'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

/** The registration form's box: the one light-grey panel of the page, so it reads as the thing to do. */
const Register = styled.section`
  && { max-width: 48rem; }
  padding: ${theme.space[5]} ${theme.space[4]};
  ${theme.mq.md} { padding: ${theme.space[6]}; }
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
  scroll-margin-top: 6rem;
  > h2 { font-size: ${theme.fontSizes.h3}; margin-bottom: ${theme.space[2]}; }
  > p { color: ${theme.colors.muted}; }
`

export type RegistrationSectionProps = {
  copy: WebinarFormProps['registration'] & { title: string; text: string }
  delivery: DeliveryProps
  /** What the visitor registers for: a webinar's or an event's title */
  item: string
  /** Below the form (the calendar link) */
  children?: ReactNode
}

/** Registration for a webinar or an event, at #register: heading, a line of text, the form island. */
export function RegistrationSection({ copy, delivery, item, children }: RegistrationSectionProps) {
  return (
    <Register id="register" aria-labelledby="register-title">
      <h2 id="register-title">{copy.title}</h2>
      <p><KeptWords text={copy.text} place="text" /></p>
      <FormStyles />
      <Island
        name="WebinarForm"
        component={WebinarForm}
        props={{ registration: { fields: copy.fields, submit: copy.submit, sentTitle: copy.sentTitle, sentText: copy.sentText }, webinar: item, ...delivery }}
      />
      {children}
    </Register>
  )
}
