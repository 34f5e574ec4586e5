import styled from 'styled-components'
import { Badge } from './Badge'
import { theme } from '#/components/theme'

const Root = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
`

export type TagListProps = {
  items: readonly string[]
  /** Names the list for screen readers when no heading does */
  label?: string
  /** Written before each tag ("#") */
  prefix?: string
  className?: string
}

/** A row of badges: a post's tags, a study's technologies, a solution's industries. */
export function TagList({ items, label, prefix = '', className }: TagListProps) {
  return (
    <Root aria-label={label} className={className}>
      {items.map((item) => (
        <li key={item}>
          <Badge>
            {prefix}
            {item}
          </Badge>
        </li>
      ))}
    </Root>
  )
}
