import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Pause from 'lucide-react/icons/pause'
import Play from 'lucide-react/icons/play'
import SlickImport from 'react-slick'
import { Children, cloneElement, isValidElement, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '#/components/theme'

// react-slick is CommonJS; under Vite 8 its default import can arrive as the module object.
const Slider = ((SlickImport as unknown as { default?: typeof SlickImport }).default ?? SlickImport) as typeof SlickImport

export type CarouselLabels = { pause: string; play: string; previous: string; next: string; slide: string; slideOf: string }

export type CarouselProps = {
  /** Accessible name of the carousel region */
  label: string
  labels: CarouselLabels
  autoplaySpeed: number
  /** Slides shown side by side from the md / lg breakpoints on (1 below). */
  perView?: { md?: number; lg?: number }
  /** Previous/next buttons, shown from the md breakpoint on */
  arrows?: boolean
  tone?: 'light' | 'dark'
  children: ReactNode
}

/**
 * The server (and the first render in the browser) knows no screen width, so it renders one slide per view: a
 * track of the slides, without the clones at each end that looping needs (a carousel gets them once mounted, see
 * `mounted` below). Until the carousel has mounted, these rules stretch that markup to the md and lg slide counts,
 * so a wide screen shows the final layout from the first paint instead of switching when the island hydrates.
 * Only with scripting on: without JavaScript, renderer/head.ts lays the slides out as a scrolling row.
 */
function beforeMount(perView: number) {
  return `@media (scripting: enabled) {
    &:not([data-mounted]) .slick-track {
      width: calc(var(--carousel-track) * 100% / ${perView}) !important;
    }
  }`
}

const Root = styled.div<{ $tone: 'light' | 'dark'; $md: number; $lg: number }>`
  position: relative;
  /* The dots and the buttons share one row under the slides (the slider's own box is display: contents). */
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto minmax(0, 1fr);
  align-items: center;
  column-gap: ${theme.space[2]};
  > .slick-slider { display: contents; }
  .slick-list { grid-column: 1 / -1; }
  .carousel-dots { grid-column: 2; }
  [data-carousel-controls] { grid-column: 3; }
  ${({ $md }) => ($md > 1 ? `${theme.mq.md} { ${beforeMount($md)} }` : '')}
  ${({ $lg }) => ($lg > 1 ? `${theme.mq.lg} { ${beforeMount($lg)} }` : '')}
  /* slick's structural CSS, kept here so a page without a carousel ships none of it */
  > .slick-slider { position: relative; box-sizing: border-box; user-select: none; touch-action: pan-y; -webkit-tap-highlight-color: transparent; }
  .slick-list { position: relative; display: block; overflow: hidden; margin: 0; padding: 0; }
  .slick-list:focus { outline: none; }
  .slick-list:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 4px; }
  .slick-slider .slick-track, .slick-slider .slick-list { transform: translate3d(0, 0, 0); }
  .slick-track { position: relative; top: 0; left: 0; display: flex; margin: 0; }
  .slick-slide { height: auto; min-height: 1px; float: left; }
  .slick-slide > div { height: 100%; }
  .slick-slide > div > * { height: 100%; }
  .slick-cloned .reveal, [aria-hidden='true'] .reveal { animation: none; }
  .carousel-dots li { display: flex; }
  .carousel-dots { display: flex; align-items: center; justify-content: center; margin-top: 0.75rem !important; gap: 0.25rem; list-style: none; margin: 0; padding: 0; }
  .carousel-dots button {
    width: 44px; height: 44px; border: 0; background: transparent; cursor: pointer; position: relative; padding: 0;
    font-size: 0; color: transparent;
  }
  .carousel-dots button::after {
    content: ''; position: absolute; inset: 50% auto auto 50%; width: 10px; height: 10px; margin: -5px 0 0 -5px; border-radius: 50%;
    background: ${({ $tone }) => ($tone === 'dark' ? 'rgba(255,255,255,0.55)' : theme.colors.fieldBorder)};
    transition: width 0.2s ease, margin 0.2s ease, background-color 0.2s ease;
  }
  .carousel-dots .slick-active button::after { width: 24px; margin-left: -12px; border-radius: 5px; background: ${({ $tone }) => ($tone === 'dark' ? theme.colors.accent : theme.colors.primary)}; }
`

const Controls = styled.div<{ $tone: 'light' | 'dark' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  margin-top: 0.75rem;
`

const ControlButton = styled.button<{ $tone: 'light' | 'dark'; $arrow?: boolean }>`
  display: ${({ $arrow }) => ($arrow ? 'none' : 'inline-grid')};
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  cursor: pointer;
  border: 1px solid ${({ $tone }) => ($tone === 'dark' ? 'rgba(255,255,255,0.4)' : theme.colors.border)};
  background: ${({ $tone }) => ($tone === 'dark' ? 'rgba(255,255,255,0.08)' : theme.colors.surfaceRaised)};
  color: ${({ $tone }) => ($tone === 'dark' ? theme.colors.onBand : theme.colors.navy)};
  &:hover { background: ${theme.colors.primaryFill}; color: ${theme.colors.onPrimary}; border-color: transparent; }
  ${theme.mq.md} { display: inline-grid; }
`

function useMediaQuery(query: string): boolean {
  // false on the server and on the first client render, so hydration matches; updated after mount.
  const [matches, setMatches] = useState(false)
  useEffect(() => {
    const list = window.matchMedia(query)
    const update = () => setMatches(list.matches)
    update()
    list.addEventListener('change', update)
    return () => list.removeEventListener('change', update)
  }, [query])
  return matches
}

/** Links inside slides a visitor cannot see (hidden or cloned) must not take focus. */
function syncInert(root: HTMLElement) {
  root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    slide.inert = slide.getAttribute('aria-hidden') === 'true'
  })
}

export function Carousel({ label, labels, autoplaySpeed, perView = {}, arrows = false, tone = 'light', children }: CarouselProps) {
  const slider = useRef<SlickImport>(null)
  const root = useRef<HTMLDivElement>(null)
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const md = useMediaQuery('(min-width: 768px)')
  const lg = useMediaQuery('(min-width: 1024px)')
  // null until the visitor chooses: then reduced motion decides (no autoplay when it is on).
  const [paused, setPaused] = useState<boolean | null>(null)
  const playing = paused === null ? !reducedMotion : !paused
  const count = Children.count(children)
  // The WAI-ARIA carousel pattern: each slide is a group named "2 of 4", on the server as in the browser.
  const slides = Children.map(children, (child, i) =>
    isValidElement(child)
      ? cloneElement(child as React.ReactElement<Record<string, unknown>>, {
          role: 'group',
          'aria-roledescription': labels.slide.toLowerCase(),
          'aria-label': labels.slideOf.replace('{number}', String(i + 1)).replace('{count}', String(count)),
        })
      : child,
  )
  const slidesToShow = Math.min(count, (lg && perView.lg) || (md && perView.md) || 1)
  // Looping takes a clone of a slide at each end of the track: they are made once the carousel has mounted, with
  // the screen's slide count, not in the server's markup, where they were an eighth of the home page's elements
  // (116 of 902) for a first paint that never shows them; the first render in the browser matches the server's.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])

  useEffect(() => {
    if (playing) slider.current?.slickPlay()
    else slider.current?.slickPause()
  }, [playing])

  useEffect(() => {
    // react-slick flips aria-hidden in its own re-renders too, so follow the attribute itself, and the slides it
    // adds (the clones for looping, made once mounted)
    const element = root.current
    if (!element) return
    syncInert(element)
    const observer = new MutationObserver(() => syncInert(element))
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] })
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    // Arrow keys move the slides while focus is on the slide area, so make that area reachable by Tab.
    const list = root.current?.querySelector<HTMLElement>('.slick-list')
    if (list && !list.hasAttribute('tabindex')) {
      list.tabIndex = 0
      list.setAttribute('role', 'group')
      list.setAttribute('aria-label', label)
    }
  })

  return (
    <Root
      ref={root}
      $tone={tone}
      $md={Math.min(count, perView.md ?? 1)}
      $lg={Math.min(count, perView.lg ?? perView.md ?? 1)}
      data-mounted={mounted ? '' : undefined}
      style={{ '--carousel-track': count } as CSSProperties}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <Slider
        ref={slider}
        infinite={mounted}
        autoplay={playing}
        autoplaySpeed={autoplaySpeed}
        pauseOnHover={false}
        pauseOnFocus={false}
        pauseOnDotsHover={false}
        speed={reducedMotion ? 0 : 500}
        slidesToShow={slidesToShow}
        slidesToScroll={1}
        arrows={false}
        dots
        dotsClass="carousel-dots"
        appendDots={(dots) => <ul className="carousel-dots">{dots}</ul>}
        customPaging={(i) => <button type="button" aria-label={`${labels.slide} ${i + 1}`} />}
        accessibility
      >
        {slides}
      </Slider>
      <Controls $tone={tone} data-carousel-controls>
        {arrows && (
          <ControlButton type="button" $tone={tone} $arrow aria-label={labels.previous} onClick={() => slider.current?.slickPrev()}>
            <ChevronLeft size={20} aria-hidden="true" />
          </ControlButton>
        )}
        <ControlButton type="button" $tone={tone} aria-label={playing ? labels.pause : labels.play} onClick={() => setPaused(playing)}>
          {playing ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
        </ControlButton>
        {arrows && (
          <ControlButton type="button" $tone={tone} $arrow aria-label={labels.next} onClick={() => slider.current?.slickNext()}>
            <ChevronRight size={20} aria-hidden="true" />
          </ControlButton>
        )}
      </Controls>
    </Root>
  )
}
