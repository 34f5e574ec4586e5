import { CalendarDays } from '#/components/ui/icons'
import styled from 'styled-components'
import type { Highlight } from '#/lib/content/kinds'
import { ButtonLink } from '../ui/Button'
import { Container } from '../ui/Container'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const Band = styled.section`
  padding: ${theme.space[6]} 0;
  background: ${theme.colors.surfaceTint};
  border-bottom: 1px solid ${theme.colors.border};
`

const List = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
`

const Item = styled.li`
  display: grid;
  gap: ${theme.space[3]};
  align-items: center;
  ${theme.mq.md} { grid-template-columns: 1fr auto; gap: ${theme.space[6]}; }
  h2 { margin: ${theme.space[1]} 0 ${theme.space[2]}; font-size: ${theme.fontSizes.xl}; }
  p { margin: 0; color: ${theme.colors.muted}; }
  p + p { margin-top: ${theme.space[1]}; }
`

const Eyebrow = styled.p`
  && { display: inline-flex; align-items: center; gap: 0.4rem; color: ${theme.colors.primary}; font-weight: 700; font-size: ${theme.fontSizes.sm}; }
`

const Meta = styled.p`
  && { color: ${theme.colors.text}; font-weight: 600; }
`

export type HighlightCardsProps = { items: Highlight[] }

/** Something happening soon (an upcoming event), each as a line with its call to action; nothing when empty. */
export function HighlightCards({ items }: HighlightCardsProps) {
  if (!items.length) return null
  return (
    <Band data-highlights data-pagefind-ignore>
      <Container>
        <List>
          {items.map((item) => (
            <Item key={item.href}>
              <div>
                <Eyebrow>
                  <CalendarDays size={18} aria-hidden="true" /> {item.eyebrow}
                </Eyebrow>
                <h2><KeptWords text={item.title} /></h2>
                <Meta>{item.meta}</Meta>
                <p><KeptWords text={item.text} place="text" /></p>
              </div>
              <ButtonLink href={item.href}>{item.cta}</ButtonLink>
            </Item>
          ))}
        </List>
      </Container>
    </Band>
  )
}
