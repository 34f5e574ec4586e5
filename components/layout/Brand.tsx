import styled from 'styled-components'
import { routes } from '#/lib/permalink'
import { Link } from '../ui/Link'
import { site } from '#/site.config'
import { Image } from '../ui/Image'
import { theme } from '#/components/theme'

const Anchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 44px;
  text-decoration: none;
  color: ${theme.colors.navy};
  font-weight: 800;
  font-size: 1.125rem;
  letter-spacing: -0.01em;
  white-space: nowrap;
  &:hover { color: ${theme.colors.navy}; }
  img { width: 36px; height: 36px; }
  @media (max-width: 399px) { font-size: 1rem; gap: ${theme.space[1]}; }
`

export function Brand() {
  return (
    <Anchor href={routes.home()}>
      <Image src={site.mark} alt="" width={36} height={36} priority="eager" />
      <span>{site.name}</span>
    </Anchor>
  )
}
