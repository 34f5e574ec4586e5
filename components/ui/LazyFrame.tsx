import type { IframeHTMLAttributes } from 'react'

export type LazyFrameProps = Omit<IframeHTMLAttributes<HTMLIFrameElement>, 'src' | 'loading'> & {
  src: string
  title: string
  height: number
}

/**
 * A third-party frame (the office map) that loads only when the visitor scrolls near it. Native
 * loading="lazy" starts loading a frame up to a few thousand pixels ahead, which on a phone means at
 * once, competing with the page's first paint; components/behaviour/lazy-frames.client.ts sets `src` from `data-src` a screen
 * ahead instead. Without JavaScript the <noscript> copy loads natively lazily.
 */
export function LazyFrame({ src, ...rest }: LazyFrameProps) {
  return (
    <>
      <iframe {...rest} data-src={src} />
      <noscript>
        <iframe {...rest} src={src} loading="lazy" />
      </noscript>
    </>
  )
}
