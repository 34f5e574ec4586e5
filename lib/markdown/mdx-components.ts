/**
 * The components an MDX file may use, each with the schema of its props: the content dialect
 * (content-dialect.ts) checks every use against it, and components/mdx/components.tsx must provide
 * exactly these names (tsc checks). Props are literal strings or bare flags; children are the body.
 */
import { z } from 'zod'

export const calloutKinds = ['note', 'tip', 'warning'] as const

export const mdxComponentProps = {
  /** A highlighted box: <Callout kind="tip">Text</Callout> */
  Callout: z.strictObject({ kind: z.enum(calloutKinds).optional() }),
} as const

export type MdxComponentName = keyof typeof mdxComponentProps
export type MdxComponentPropsOf<K extends MdxComponentName> = z.output<(typeof mdxComponentProps)[K]>

export const mdxComponentNames = Object.keys(mdxComponentProps) as MdxComponentName[]

export function isMdxComponent(name: string): name is MdxComponentName {
  return Object.hasOwn(mdxComponentProps, name)
}
