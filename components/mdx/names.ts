/**
 * Names of the components an MDX file may use (<Callout>). Kept apart from components.tsx so the content
 * checker can read it without importing React; components.tsx must provide exactly these (tsc checks).
 */
export const mdxComponentNames = ['Callout'] as const

export type MdxComponentName = (typeof mdxComponentNames)[number]
