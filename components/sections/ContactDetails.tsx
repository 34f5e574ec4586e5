import { Mail, MapPin, MessageCircle, Phone } from '#/components/ui/icons'
import styled from 'styled-components'
import { fullAddress, mailHref, site, telHref } from '#/site.config'
import { theme } from '#/components/theme'

const Root = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[2]};
  /* the icon centred on the text's line box, whatever the font's metrics */
  li { display: flex; gap: ${theme.space[2]}; align-items: center; line-height: 1.4; }
  svg { flex: none; display: block; }
  a { display: inline-flex; min-height: 44px; align-items: center; word-break: break-word; }
  address { font-style: normal; }
`

export type ContactLine = 'address' | 'phone' | 'email' | 'whatsapp'

export type ContactDetailsProps = {
  /** Which lines, in order; default address, phone, e-mail */
  lines?: readonly ContactLine[]
  /** The page's WhatsApp link and its text, for a `whatsapp` line */
  whatsapp?: { href: string; label: string }
  /** Read before each line by screen readers, where nothing visible says what it is */
  labels?: { address: string; phone: string; email: string }
  iconSize?: number
  className?: string
}

/** The company's address, phone and e-mail (from site.config.ts), each with its icon and link. */
export function ContactDetails({ lines = ['address', 'phone', 'email'], whatsapp, labels, iconSize = 18, className }: ContactDetailsProps) {
  const hidden = (line: keyof NonNullable<ContactDetailsProps['labels']>) => labels && <span className="visually-hidden">{labels[line]}: </span>
  const icon = { size: iconSize, 'aria-hidden': true } as const
  const content: Record<ContactLine, React.ReactNode> = {
    address: (
      <>
        <MapPin {...icon} />
        {hidden('address')}
        <address>{fullAddress}</address>
      </>
    ),
    phone: (
      <>
        <Phone {...icon} />
        {hidden('phone')}
        <a href={telHref}>{site.phone}</a>
      </>
    ),
    email: (
      <>
        <Mail {...icon} />
        {hidden('email')}
        <a href={mailHref}>{site.email}</a>
      </>
    ),
    whatsapp: whatsapp && (
      <>
        <MessageCircle {...icon} />
        <a href={whatsapp.href} rel="noopener noreferrer" target="_blank">
          {whatsapp.label}
        </a>
      </>
    ),
  }
  return (
    <Root className={className}>
      {lines.map((line) => (
        <li key={line}>{content[line]}</li>
      ))}
    </Root>
  )
}
