import { ArrowDown } from '#/components/ui/icons'
import { renderToStaticMarkup } from 'react-dom/server'
import styled from 'styled-components'
import HeroCarousel from '#/components/islands/HeroCarousel'
import { Island } from '#/components/islands/Island'
import NewsletterForm from '#/components/islands/NewsletterForm'
import StoriesCarousel from '#/components/islands/StoriesCarousel'
import TestimonialsCarousel from '#/components/islands/TestimonialsCarousel'
import { HighlightCards } from '#/components/sections/HighlightCards'
import { ClientStrip } from '#/components/sections/ClientStrip'
import { ServiceCard } from '#/components/sections/ServiceCard'
import { StatTiles } from '#/components/sections/StatTiles'
import { ButtonLink } from '#/components/ui/Button'
import { Grid } from '#/components/ui/Grid'
import { Stagger } from '#/components/ui/Stagger'
import { Container } from '#/components/ui/Container'
import { FormStyles } from '#/components/ui/FormStyles'
import { Icon } from '#/components/ui/Icon'
import { Section } from '#/components/ui/Section'
import { SectionHeading } from '#/components/ui/SectionHeading'
import { useData } from '#/renderer/useData'
import { site } from '#/site.config'
import type { Data } from './+data'
import { theme } from '#/components/theme'

/** Autoplay delays from spec section 9. */
const HERO_AUTOPLAY_MS = 5000
const CAROUSEL_AUTOPLAY_MS = 4000

const Hero = styled.section`
  position: relative;
  color: ${theme.colors.onBand};
  background:
    radial-gradient(60rem 30rem at 90% -10%, rgba(56, 189, 248, 0.25), transparent 60%),
    radial-gradient(40rem 24rem at -10% 110%, rgba(20, 184, 166, 0.2), transparent 60%),
    linear-gradient(160deg, ${theme.colors.band} 0%, ${theme.colors.blue} 100%);
  /* Tight enough that the scroll-down arrow ends inside the first screen (1280x800, 390x844 above the contact bar). */
  padding: ${theme.space[5]} 0 ${theme.space[5]};
  ${theme.mq.md} { padding-top: ${theme.space[7]}; }
`

const Stats = styled.div`
  margin-top: ${theme.space[4]};
`

const ScrollDown = styled.button`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin: ${theme.space[3]} auto 0;
  border-radius: 50%;
  border: 1px solid rgba(255, 255, 255, 0.4);
  background: transparent;
  color: ${theme.colors.onBand};
  cursor: pointer;
  @media (prefers-reduced-motion: no-preference) { animation: kilele-bounce 2s ease-in-out infinite; }
  @keyframes kilele-bounce { 0%, 100% { transform: translateY(0); } 50% { transform: translateY(6px); } }
  &:hover { background: rgba(255, 255, 255, 0.1); }
`

const Centered = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space[7]};
`

export default function Page() {
  const { page, services, stories, testimonials, clients, newsletter, highlights } = useData<Data>()
  // Icons drawn here, on the server: the carousel island then ships the markup of three icons, not the icon set.
  const storyCards = stories.map(({ icon, href, ...story }) => ({ ...story, iconSvg: renderToStaticMarkup(<Icon name={icon} />), href }))
  return (
    <>
      <Hero aria-labelledby="home-title">
        <Container>
          <h1 id="home-title" className="visually-hidden">
            {site.name}: {site.tagline}
          </h1>
          <Island
            name="HeroCarousel"
            component={HeroCarousel}
            props={{ label: site.name, slides: page.slides, actions: page.heroActions, labels: page.carousel, autoplaySpeed: HERO_AUTOPLAY_MS }}
          />
          <Stats>
            <StatTiles stats={page.stats} tone="dark" />
          </Stats>
          <ScrollDown type="button" data-scroll-down aria-label={page.scrollDown}>
            <ArrowDown size={22} aria-hidden="true" />
          </ScrollDown>
        </Container>
      </Hero>
      <HighlightCards items={highlights} />
      <Section tone="alt" labelledBy="clients-title">
        <SectionHeading id="clients-title" {...page.clients} />
        <ClientStrip clients={clients} labelledBy="clients-title" />
      </Section>
      <Section labelledBy="services-title">
        <SectionHeading id="services-title" eyebrow={page.services.eyebrow} title={page.services.title} subtitle={page.services.subtitle} />
        <Grid $min="19rem">
          <Stagger>
            {services.map((s) => (
              <ServiceCard key={s.slug} service={s} href={s.href} offeringCount={s.offerings.length} learnMore={page.services.learnMore} />
            ))}
          </Stagger>
        </Grid>
        <Centered>
          <ButtonLink href={page.services.cta.href}>{page.services.cta.label}</ButtonLink>
        </Centered>
      </Section>
      <Section tone="alt" labelledBy="stories-title">
        <SectionHeading id="stories-title" eyebrow={page.stories.eyebrow} title={page.stories.title} subtitle={page.stories.subtitle} />
        <Island
          name="StoriesCarousel"
          component={StoriesCarousel}
          props={{ label: page.stories.title, stories: storyCards, readMore: page.stories.readMore, labels: page.carousel, autoplaySpeed: CAROUSEL_AUTOPLAY_MS }}
        />
        <Centered>
          <ButtonLink variant="outline" href={page.stories.cta.href}>
            {page.stories.cta.label}
          </ButtonLink>
        </Centered>
      </Section>
      <Section labelledBy="testimonials-title">
        <SectionHeading id="testimonials-title" eyebrow={page.testimonials.eyebrow} title={page.testimonials.title} subtitle={page.testimonials.subtitle} />
        <Island
          name="TestimonialsCarousel"
          component={TestimonialsCarousel}
          props={{ label: page.testimonials.title, testimonials, labels: page.carousel, autoplaySpeed: CAROUSEL_AUTOPLAY_MS }}
        />
      </Section>
      <Section tone="dark" labelledBy="newsletter-title">
        <SectionHeading id="newsletter-title" eyebrow={page.newsletter.eyebrow} title={page.newsletter.title} subtitle={page.newsletter.subtitle} />
        <FormStyles />
        <Island
          name="NewsletterForm"
          component={NewsletterForm}
          props={{ id: 'newsletter-email', label: page.newsletter.label, placeholder: page.newsletter.placeholder, button: page.newsletter.button, messages: page.newsletter.messages, ...newsletter }}
        />
      </Section>
    </>
  )
}
