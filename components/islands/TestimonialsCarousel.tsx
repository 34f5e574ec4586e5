import Star from 'lucide-react/icons/star'
import styled from 'styled-components'
import type { HomePage, Testimonial } from '#/lib/content/schema'
import { Carousel } from '../ui/Carousel'
import { KeptWords } from '../ui/KeptWords'

const Slide = styled.div`
  padding: ${({ theme }) => theme.space[2]};
  height: 100%;
`

const Quote = styled.figure`
  height: 100%;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  blockquote { margin: 0; color: ${({ theme }) => theme.colors.text}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  blockquote p { margin: 0; }
  figcaption { margin-top: auto; color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  figcaption strong { display: block; color: ${({ theme }) => theme.colors.navy}; font-size: ${({ theme }) => theme.fontSizes.md}; }
`

const Stars = styled.p`
  && { display: flex; gap: 2px; margin: 0; color: ${({ theme }) => theme.colors.warning}; }
  svg { fill: currentColor; }
`

export type TestimonialsCarouselProps = {
  label: string
  testimonials: Testimonial[]
  labels: HomePage['carousel']
  autoplaySpeed: number
}

export default function TestimonialsCarousel({ label, testimonials, labels, autoplaySpeed }: TestimonialsCarouselProps) {
  return (
    <Carousel label={label} labels={labels} autoplaySpeed={autoplaySpeed} perView={{ md: 2, lg: 3 }} arrows>
      {testimonials.map((t) => (
        <Slide key={t.name}>
          <Quote>
            <Stars role="img" aria-label={`${t.rating} out of 5 stars`}>
              {Array.from({ length: t.rating }, (_, i) => (
                <Star key={i} size={18} aria-hidden="true" />
              ))}
            </Stars>
            <blockquote>
              <p>“<KeptWords text={t.content} place="text" />”</p>
            </blockquote>
            <figcaption>
              <strong>{t.name}</strong> {t.role}, {t.company}
            </figcaption>
          </Quote>
        </Slide>
      ))}
    </Carousel>
  )
}
