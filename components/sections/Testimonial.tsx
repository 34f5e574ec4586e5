import { Quote } from '#/components/ui/icons'
import styled from 'styled-components'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const Figure = styled.figure`
  margin: 0;
  padding: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceTint};
  border: 1px solid ${theme.colors.tintBorder};
  > svg { color: ${theme.colors.primary}; }
  blockquote { margin: ${theme.space[3]} 0; font-size: ${theme.fontSizes.xl}; line-height: 1.5; color: ${theme.colors.navy}; font-weight: 500; }
  figcaption { color: ${theme.colors.muted}; }
  figcaption strong { color: ${theme.colors.text}; display: block; }
`

export type TestimonialProps = { quote: string; author: string; role: string; company?: string }

export function Testimonial({ quote, author, role, company }: TestimonialProps) {
  return (
    <Figure>
      <Quote size={32} aria-hidden="true" />
      <blockquote>
        <p><KeptWords text={quote} place="text" /></p>
      </blockquote>
      <figcaption>
        <strong>{author}</strong> {role}
        {company ? `, ${company}` : ''}
      </figcaption>
    </Figure>
  )
}
