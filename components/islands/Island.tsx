import type { ComponentProps, ComponentType } from 'react'
import { useEdition } from '../ui/Edition'
import type { IslandName } from './names'

/**
 * Server side of an island: renders the component to HTML inside a marked wrapper that carries its props
 * and the page's language;
 * hydrate.client.ts finds the wrapper and hydrates the same component with the same props.
 */
export function Island<C extends ComponentType<any>>({ name, component: Component, props }: { name: IslandName; component: C; props: ComponentProps<C> }) {
  // The page's language goes with the props, so the browser's copy writes links and dates as the server did.
  const edition = useEdition().props
  return (
    <div data-island={name} data-props={JSON.stringify(props)} data-edition={edition ? JSON.stringify(edition) : undefined} style={{ display: 'contents' }}>
      <Component {...props} />
    </div>
  )
}
