import { Info, Lightbulb, TriangleAlert } from '#/components/ui/icons'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { MdxComponentPropsOf } from '#/lib/markdown/mdx-components'
import { theme, type ColorToken } from '../theme'

const kinds = {
  note: { Icon: Info, border: 'primary', background: 'surfaceTint', label: 'Note' },
  tip: { Icon: Lightbulb, border: 'teal', background: 'tealTint', label: 'Tip' },
  warning: { Icon: TriangleAlert, border: 'warning', background: 'warningTint', label: 'Warning' },
} as const satisfies Record<NonNullable<MdxComponentPropsOf<'Callout'>['kind']>, { Icon: unknown; border: ColorToken; background: ColorToken; label: string }>

const Box = styled.aside<{ $border: ColorToken; $background: ColorToken }>`
  display: flex;
  gap: ${theme.space[3]};
  margin: ${theme.space[5]} 0;
  padding: ${theme.space[4]};
  border-left: 4px solid ${({ $border }) => theme.colors[$border]};
  border-radius: ${theme.radii.md};
  background: ${({ $background }) => theme.colors[$background]};
  > svg { flex: none; color: ${({ $border }) => theme.colors[$border]}; margin-top: 0.2rem; }
  > div > :last-child { margin-bottom: 0; }
`

export function Callout({ kind = 'note', children }: MdxComponentPropsOf<'Callout'> & { children: ReactNode }) {
  // The content dialect already refuses other kinds; an own-property lookup keeps "constructor" harmless anyway.
  const { Icon, border, background, label } = Object.hasOwn(kinds, kind) ? kinds[kind] : kinds.note
  return (
    <Box $border={border} $background={background} aria-label={label}>
      <Icon size={20} aria-hidden="true" />
      <div>{children}</div>
    </Box>
  )
}
