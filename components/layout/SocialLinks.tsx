import styled from 'styled-components'
import { site } from '#/site.config'
import { BrandIcon, type BrandName } from '../ui/BrandIcon'
import { theme } from '#/components/theme'

const networks: { name: BrandName; label: string }[] = [
  { name: 'linkedin', label: 'LinkedIn' },
  { name: 'x', label: 'X' },
  { name: 'facebook', label: 'Facebook' },
]

const List = styled.ul<{ $tone: 'dark' | 'light' }>`
  display: flex;
  gap: ${theme.space[2]};
  list-style: none;
  margin: ${theme.space[4]} 0 0;
  padding: 0;
  a {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    color: ${({ $tone }) => ($tone === 'dark' ? theme.colors.onBand : theme.colors.navy)};
    background: ${({ $tone }) => ($tone === 'dark' ? 'rgba(255,255,255,0.08)' : theme.colors.surfaceAlt)};
    transition: background-color 0.15s ease;
  }
  a:hover { background: ${theme.colors.primaryFill}; color: ${theme.colors.onPrimary}; }
`

export function SocialLinks({ tone = 'light' }: { tone?: 'dark' | 'light' }) {
  return (
    <List $tone={tone}>
      {networks.map((n) => (
        <li key={n.name}>
          <a href={site.social[n.name]} aria-label={`${site.name} on ${n.label}`} rel="noopener noreferrer" target="_blank">
            <BrandIcon name={n.name} />
          </a>
        </li>
      ))}
    </List>
  )
}
