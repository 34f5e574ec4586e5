import type { ComponentType } from 'react'

/** Compiled MDX/Markdown bodies, one lazy module per file (an article never bundles another's body). */
const modules = import.meta.glob<{ default: ComponentType }>('/content/**/*.{md,mdx}')

export async function loadBody(file: string): Promise<ComponentType> {
  const load = modules[`/${file}`]
  if (!load) throw new Error(`No compiled body for ${file}`)
  return (await load()).default
}
