import type { ComponentType, ReactNode } from 'react'
import type { IslandName } from './names'

type Loader = () => Promise<{ default: ComponentType<any> }>

/** One lazy chunk per island: a page downloads only the islands it has. */
const loaders: Record<IslandName, Loader> = {
  HeroCarousel: () => import('./HeroCarousel'),
  StoriesCarousel: () => import('./StoriesCarousel'),
  TestimonialsCarousel: () => import('./TestimonialsCarousel'),
  NewsletterForm: () => import('./NewsletterForm'),
  ContactForm: () => import('./ContactForm'),
  ResourceTabs: () => import('./ResourceTabs'),
}

export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-island]')]
  if (elements.length === 0) return
  const [{ createElement, useEffect }, { hydrateRoot }, { ThemeProvider }, { theme }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('styled-components'),
    import('../theme'),
  ])
  let pending = elements.length
  // Runs after React has committed the island (hydrateRoot itself returns before that).
  function Ready({ children }: { children: ReactNode }) {
    useEffect(() => {
      pending -= 1
      // Lets tests (and curious developers) know every island is live.
      if (pending === 0) document.documentElement.dataset.islands = 'hydrated'
    }, [])
    return children
  }
  await Promise.all(
    elements.map(async (element) => {
      const name = element.dataset.island as IslandName
      const load = loaders[name]
      if (!load) throw new Error(`Unknown island "${name}"`)
      const { default: Component } = await load()
      const props = JSON.parse(element.dataset.props ?? '{}') as object
      hydrateRoot(element, createElement(Ready, null, createElement(ThemeProvider, { theme }, createElement(Component, props))), {
        onRecoverableError: (error) => console.error(`Island ${name} failed to hydrate:`, error),
      })
    }),
  )
}
