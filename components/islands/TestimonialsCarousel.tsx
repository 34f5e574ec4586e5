import Star from 'lucide-react/icons/star'
import styled from 'styled-components'
import type { HomePage, Testimonial } from '#/lib/content/schema'
import { Carousel } from '../ui/Carousel'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const Slide = styled.div`
  padding: ${theme.space[2]};
  height: 100%;
`

const Quote = styled.figure`
  height: 100%;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceRaised};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.sm};
  blockquote { margin: 0; color: ${theme.colors.text}; font-size: ${theme.fontSizes.lg}; }
  blockquote p { margin: 0; }
  figcaption { margin-top: auto; color: ${theme.colors.muted}; font-size: ${theme.fontSizes.sm}; }
  figcaption strong { display: block; color: ${theme.colors.navy}; font-size: ${theme.fontSizes.md}; }
`

const Stars = styled.p`
  && { display: flex; gap: 2px; margin: 0; color: ${theme.colors.warning}; }
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
