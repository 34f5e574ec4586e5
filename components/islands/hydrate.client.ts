import type { ComponentType, ReactNode } from 'react'
import { whenNearViewport } from '#/lib/dom/near-viewport'
import type { EditionProps } from '../ui/Edition'
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
  WebinarForm: () => import('./WebinarForm'),
}

/** React, its DOM renderer, styled-components and the theme: loaded once, by the first island to hydrate. */
let runtime: ReturnType<typeof loadRuntime> | undefined
function loadRuntime() {
  return Promise.all([import('react'), import('react-dom/client'), import('../ui/Edition')])
}

export function hydrateIslands(root: ParentNode = document): void {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-island]')]
  // Until a carousel hydrates (components/ui/Carousel.tsx then keeps this in step), links in its hidden
  // and cloned slides must not take focus.
  root.querySelectorAll<HTMLElement>('.slick-slide[aria-hidden="true"]').forEach((slide) => (slide.inert = true))
  let pending = elements.length
  const done = () => {
    pending -= 1
    // Lets tests (and curious developers) know every island is live.
    if (pending === 0) document.documentElement.dataset.islands = 'hydrated'
  }
  // The island wrapper is display: contents (no box of its own): watch what it renders.
  for (const element of elements) whenNearViewport(element.firstElementChild ?? element, () => void hydrate(element, done))
  // Every island now waits for the visitor to scroll near it (tests scroll only from here on).
  if (pending > 0) document.documentElement.dataset.islands = 'watching'
}

async function hydrate(element: HTMLElement, done: () => void): Promise<void> {
  const name = element.dataset.island as IslandName
  const load = loaders[name]
  if (!load) throw new Error(`Unknown island "${name}"`)
  runtime ??= loadRuntime()
  const [[{ createElement, useEffect }, { hydrateRoot }, { EditionProvider }], { default: Component }] = await Promise.all([runtime, load()])
  // Runs after React has committed the island (hydrateRoot itself returns before that).
  function Ready({ children }: { children: ReactNode }) {
    useEffect(done, [])
    return children
  }
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  // The DOM must be the server's HTML when React hydrates it: drop the stand-in inert set above (the
  // carousel sets it again as soon as it has committed).
  element.querySelectorAll('.slick-slide[inert]').forEach((slide) => slide.removeAttribute('inert'))
  const edition = element.dataset.edition ? (JSON.parse(element.dataset.edition) as EditionProps) : undefined
  const island = createElement(Component, props)
  hydrateRoot(element, createElement(Ready, null, edition ? createElement(EditionProvider, { edition }, island) : island), {
    onRecoverableError: (error) => console.error(`Island ${name} failed to hydrate:`, error),
  })
}
