import type { ComponentPropsWithoutRef } from 'react'
import styled, { css } from 'styled-components'
import { Link, type LinkProps } from './Link'
import { theme } from '#/components/theme'

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'outlineLight' | 'ghost'

const base = css<{ $variant: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: 48px;
  padding: 0 ${theme.space[5]};
  border-radius: ${theme.radii.md};
  border: 2px solid transparent;
  font: inherit;
  font-weight: 650;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, color 0.15s ease, border-color 0.15s ease, transform 0.15s ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  &:active { transform: translateY(1px); }
  ${({ $variant }) => {
    switch ($variant) {
      case 'primary':
        return css`background: ${theme.colors.primaryFill}; color: ${theme.colors.onPrimary}; &:hover { background: ${theme.colors.primaryFillHover}; color: ${theme.colors.onPrimary}; }`
      case 'accent':
        return css`background: ${theme.colors.accent}; color: ${theme.colors.accentText}; &:hover { background: ${theme.colors.accentHover}; color: ${theme.colors.accentText}; }`
      case 'outline':
        return css`background: transparent; color: ${theme.colors.primary}; border-color: ${theme.colors.primary}; &:hover { background: ${theme.colors.surfaceTint}; color: ${theme.colors.primaryHover}; }`
      case 'outlineLight':
        return css`background: transparent; color: ${theme.colors.onBand}; border-color: rgba(255, 255, 255, 0.7); &:hover { background: rgba(255, 255, 255, 0.12); color: ${theme.colors.onBand}; }`
      case 'ghost':
        return css`background: transparent; color: ${theme.colors.primary}; padding: 0 ${theme.space[2]}; &:hover { color: ${theme.colors.primaryHover}; }`
    }
  }}
`

const Anchor = styled(Link)<{ $variant: ButtonVariant; $block?: boolean }>`${base}`
const NativeButton = styled.button<{ $variant: ButtonVariant; $block?: boolean }>`${base}`

export type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; block?: boolean }
export type ButtonProps = ComponentPropsWithoutRef<'button'> & { variant?: ButtonVariant; block?: boolean }

/** A link that looks like a button (navigation); `href` is a route without the base path, as for Link. */
export function ButtonLink({ variant = 'primary', block, ...rest }: ButtonLinkProps) {
  return <Anchor $variant={variant} $block={block} {...rest} />
}

/** A real <button> (actions in forms and widgets). */
export function Button({ variant = 'primary', block, type = 'button', ...rest }: ButtonProps) {
  return <NativeButton $variant={variant} $block={block} type={type} {...rest} />
}
