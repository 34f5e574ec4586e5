import type { ComponentProps, ComponentType } from 'react'
import type { IslandName } from './names'

/**
 * Server side of an island: renders the component to HTML inside a marked wrapper that carries its props;
 * hydrate.client.ts finds the wrapper and hydrates the same component with the same props.
 */
export function Island<C extends ComponentType<any>>({ name, component: Component, props }: { name: IslandName; component: C; props: ComponentProps<C> }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} style={{ display: 'contents' }}>
      <Component {...props} />
    </div>
  )
}
