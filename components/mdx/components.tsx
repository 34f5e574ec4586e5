import type { ComponentPropsWithoutRef, ComponentType } from 'react'
import { intrinsicSize } from '#/lib/images/intrinsic-size'
import { Image } from '../ui/Image'
import { Callout } from './Callout'
import type { MdxComponentName } from '#/lib/markdown/mdx-components'
import { Link } from '../ui/Link'

function MdxLink({ href = '', ...rest }: ComponentPropsWithoutRef<'a'>) {
  const external = /^https?:\/\//.test(href)
  return <Link href={href} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})} {...rest} />
}

/** The article column (components/mdx/Prose.tsx is 44rem wide at most). */
const PROSE_SIZES = '(min-width: 48rem) 44rem, 100vw'

/**
 * Images in Markdown/MDX ("![Alt](/images/blog/desk.jpg)") go through the site's one Image: its size is
 * read from the file (Markdown has no way to give it), so the browser reserves the space; a raster image
 * gets its WebP copies. An external image stays a plain lazy <img>.
 */
function MdxImage({ src = '', alt = '', title }: ComponentPropsWithoutRef<'img'>) {
  const size = typeof src === 'string' && src.startsWith('/') ? intrinsicSize(src) : undefined
  if (!size || typeof src !== 'string') return <img src={typeof src === 'string' ? src : undefined} alt={alt} title={title} loading="lazy" decoding="async" />
  return <Image src={src} alt={alt} title={title} width={size.width} height={size.height} sizes={PROSE_SIZES} />
}

/**
 * A table scrolls sideways in its own frame: focusable, so a keyboard can scroll it, and a labelled region
 * when the page gives a label (Prose's tableLabel, from content).
 */
export function Table({ label, ...props }: ComponentPropsWithoutRef<'table'> & { label?: string }) {
  return (
    <div className="table-scroll" tabIndex={0} role={label ? 'region' : undefined} aria-label={label} data-table-frame>
      <table {...props} />
    </div>
  )
}

// `satisfies` rejects both a missing and an extra name, so lib/markdown/mdx-components.ts cannot drift from this map.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const customComponents = { Callout } satisfies Record<MdxComponentName, ComponentType<any>>

/** The one MDX component map: every component a content file may use. */
export const mdxComponents = { a: MdxLink, img: MdxImage, table: Table, ...customComponents }
