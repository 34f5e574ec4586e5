import styled from 'styled-components'
import type { Navigation } from '#/lib/content/schema'
import type { NavLink } from '#/lib/navigation'
import { site } from '#/site.config'
import { Container } from '../ui/Container'
import { SocialLinks } from './SocialLinks'
import { ContactDetails } from '../sections/ContactDetails'
import { Link } from '../ui/Link'
import { theme } from '#/components/theme'

const Root = styled.footer`
  background: ${theme.colors.navyDeep};
  color: ${theme.colors.mutedOnDark};
  /* the last thing on every page: its padding keeps the phone's contact bar (--contact-bar) off its links */
  padding: ${theme.space[8]} 0 calc(${theme.space[5]} + var(--contact-bar));
  a { color: ${theme.colors.mutedOnDark}; text-decoration: none; }
  a:hover { color: ${theme.colors.onBand}; text-decoration: underline; }
`

const Columns = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  grid-template-columns: 1fr;
  ${theme.mq.md} { grid-template-columns: 1fr 1fr; }
  ${theme.mq.lg} { grid-template-columns: 1.4fr 1fr 1fr 1.2fr; }
`

const Heading = styled.h2`
  && { font-size: ${theme.fontSizes.md}; color: ${theme.colors.onBand}; margin-bottom: ${theme.space[3]}; letter-spacing: 0.02em; }
`

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  /* a 44 px tap target on a phone; tighter where a mouse points */
  li a { display: inline-flex; align-items: center; min-height: 44px; }
  ${theme.mq.md} { li a { min-height: 36px; } }
`

const BrandName = styled.p`
  && { color: ${theme.colors.onBand}; font-weight: 800; font-size: 1.25rem; margin-bottom: ${theme.space[2]}; }
`

const FooterContact = styled(ContactDetails)`
  ${theme.mq.md} { a { min-height: 32px; } }
`

const Bottom = styled.div`
  margin-top: ${theme.space[7]};
  padding-top: ${theme.space[5]};
  border-top: 1px solid rgba(203, 213, 225, 0.2);
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  justify-content: space-between;
  font-size: ${theme.fontSizes.sm};
  ul { display: flex; gap: ${theme.space[4]}; list-style: none; margin: 0; padding: 0; }
  a { display: inline-flex; align-items: center; min-height: 44px; }
  /* not a flex box: that would drop the spaces between "©", the year and the name */
  p { margin: 0; align-self: center; }
`

export type FooterProps = {
  /** The company in a few lines, in the page's language */
  blurb: string
  services: NavLink[]
  company: NavLink[]
  legal: NavLink[]
  labels: Navigation['labels']
  year: number
}

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <Links>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href}>{l.label}</Link>
        </li>
      ))}
    </Links>
  )
}

export function Footer({ blurb, services, company, legal, labels, year }: FooterProps) {
  return (
    <Root>
      <Container>
        <Columns>
          <div>
            <BrandName>{site.name}</BrandName>
            <p>{blurb}</p>
            <SocialLinks tone="dark" />
          </div>
          <nav aria-labelledby="footer-services">
            <Heading id="footer-services">{labels.services}</Heading>
            <LinkList links={services} />
          </nav>
          <nav aria-labelledby="footer-company">
            <Heading id="footer-company">{labels.company}</Heading>
            <LinkList links={company} />
          </nav>
          <div>
            <Heading>{labels.getInTouch}</Heading>
            <FooterContact iconSize={16} />
          </div>
        </Columns>
        <Bottom>
          <p>
            © <span data-current-year>{year}</span>&nbsp;{site.name}. {labels.rights}
          </p>
          <ul>
            {legal.map((l) => (
              <li key={l.href}>
                <Link href={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </Bottom>
      </Container>
    </Root>
  )
}
