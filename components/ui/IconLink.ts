import styled from 'styled-components'
import { Link } from './Link'
import { theme } from '#/components/theme'

/** A link with an icon beside its words, on one line: a 44 px tap target, underlined on hover (BackLink, MoreLink). */
export const IconLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: 44px;
  font-weight: 650;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`
