import { Quote } from '#/components/ui/icons'
import styled from 'styled-components'
import { KeptWords } from '../ui/KeptWords'

const Figure = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceTint};
  border: 1px solid ${({ theme }) => theme.colors.tintBorder};
  > svg { color: ${({ theme }) => theme.colors.primary}; }
  blockquote { margin: ${({ theme }) => theme.space[3]} 0; font-size: ${({ theme }) => theme.fontSizes.xl}; line-height: 1.5; color: ${({ theme }) => theme.colors.navy}; font-weight: 500; }
  figcaption { color: ${({ theme }) => theme.colors.muted}; }
  figcaption strong { color: ${({ theme }) => theme.colors.text}; display: block; }
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
