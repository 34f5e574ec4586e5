import { createElement, type ReactElement } from 'react'
import type { LucideIcon, LucideProps } from 'lucide-react'

/** An icon of components/ui/icons.ts: a lucide icon's props, rendered once per set of props. */
export type IconComponent = (props: LucideProps) => ReactElement

/** A component React renders by calling `render(props, ref)`: lucide's icons and its Icon (forwardRef). */
type ForwardRender = { render: (props: Record<string, unknown>, ref: unknown) => ReactElement }

const isForwardRender = (type: unknown): type is ForwardRender => typeof type === 'object' && type !== null && typeof (type as Partial<ForwardRender>).render === 'function'

/** The props as a key, when they are all plain values (size, aria-hidden, a class name); otherwise none is kept. */
function keyOf(props: LucideProps): string | undefined {
  const values: unknown[] = []
  for (const [name, value] of Object.entries(props)) {
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined
    values.push(name, value)
  }
  return JSON.stringify(values)
}

/**
 * The svg element lucide renders for `props`, worked out once: its components are called as React would call them
 * (reading lucide's context, which this site never sets) down to the <svg> with its paths. React renders an element
 * as often as it is given, so the same element serves every page.
 */
function svgOf(Glyph: LucideIcon, props: LucideProps): ReactElement {
  let element = createElement(Glyph, props) as ReactElement<Record<string, unknown>>
  while (isForwardRender(element.type)) {
    const { ref, ...rest } = element.props
    element = element.type.render(rest, ref ?? null) as ReactElement<Record<string, unknown>>
  }
  return element
}

/** `Glyph`, with what it renders for each set of plain props kept (a `ref` or children render it anew). */
export function memoIcon(Glyph: LucideIcon): IconComponent {
  const made = new Map<string, ReactElement>()
  function MemoIcon(props: LucideProps): ReactElement {
    const key = keyOf(props)
    if (key === undefined) return createElement(Glyph, props)
    let svg = made.get(key)
    if (!svg) made.set(key, (svg = svgOf(Glyph, props)))
    return svg
  }
  MemoIcon.displayName = Glyph.displayName
  return MemoIcon
}
