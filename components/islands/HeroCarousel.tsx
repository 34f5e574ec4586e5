import styled from 'styled-components'
import type { HomePage } from '#/lib/content/schema'
import { ButtonLink } from '../ui/Button'
import { Carousel } from '../ui/Carousel'
import { Image } from '../ui/Image'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const Slide = styled.div`
  display: grid !important;
  gap: ${theme.space[6]};
  align-items: center;
  padding: ${theme.space[2]} 0;
  ${theme.mq.lg} { grid-template-columns: 1.1fr 0.9fr; }
  h2 { color: ${theme.colors.onBand}; font-size: ${theme.fontSizes.h1}; margin-bottom: ${theme.space[4]}; text-wrap: balance; }
  /* A long title (longer words, as in Swahili) a size smaller: the slide keeps its arrow and tiles in the first screen. */
  h2[data-long] { font-size: ${theme.fontSizes.h2}; }
  p { color: ${theme.colors.mutedOnDark}; font-size: ${theme.fontSizes.md}; max-width: 38rem; margin-bottom: 0; }
  ${theme.mq.md} { p { font-size: ${theme.fontSizes.lg}; } }
  img { display: none; width: 100%; height: auto; ${theme.mq.lg} { display: block; } }
`

const Badge = styled.span`
  display: inline-block;
  margin-bottom: ${theme.space[4]};
  padding: 0.3rem 0.8rem;
  border-radius: ${theme.radii.pill};
  background: rgba(245, 183, 0, 0.14);
  color: ${theme.colors.accent};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[5]};
  /* side by side on a phone too */
  @media (max-width: 479px) { gap: ${theme.space[2]}; a { padding: 0 ${theme.space[4]}; } }
`

/** Characters beyond which a slide title is set a size smaller (the English ones have up to 53). */
const LONG_TITLE = 60

export type HeroCarouselProps = {
  label: string
  slides: HomePage['slides']
  actions: HomePage['heroActions']
  labels: HomePage['carousel']
  autoplaySpeed: number
}

export default function HeroCarousel({ label, slides, actions, labels, autoplaySpeed }: HeroCarouselProps) {
  return (
    <Carousel label={label} labels={labels} autoplaySpeed={autoplaySpeed} tone="dark">
      {slides.map((slide) => (
        <Slide key={slide.title}>
          <div>
            <Badge>{slide.badge}</Badge>
            <h2 data-long={slide.title.length > LONG_TITLE ? '' : undefined}><KeptWords text={slide.title} /></h2>
            <p><KeptWords text={slide.subtitle} place="text" /></p>
            <Actions>
              <ButtonLink variant="accent" href={actions.primary.href}>
                {actions.primary.label}
              </ButtonLink>{' '}
              <ButtonLink variant="outlineLight" href={actions.secondary.href}>
                {actions.secondary.label}
              </ButtonLink>
            </Actions>
          </div>
          {/* Shown from the lg breakpoint only: lazy, so a phone (display: none) never downloads it. */}
          <Image src={slide.image} alt={slide.imageAlt} width={800} height={600} />
        </Slide>
      ))}
    </Carousel>
  )
}
