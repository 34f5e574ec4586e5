import type { ComponentPropsWithoutRef, ComponentType } from 'react'
import { withBase } from '#/lib/permalink'
import { Callout } from './Callout'
import type { MdxComponentName } from './names'

export { mdxComponentNames } from './names'

function Link({ href = '', ...rest }: ComponentPropsWithoutRef<'a'>) {
  const external = /^https?:\/\//.test(href)
  return <a href={withBase(href)} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})} {...rest} />
}

/** Images in Markdown/MDX are written root-relative ("/images/x.png"); the base path is added here. */
function Image({ src = '', alt = '', ...rest }: ComponentPropsWithoutRef<'img'>) {
  return <img src={typeof src === 'string' ? withBase(src) : src} alt={alt} loading="lazy" decoding="async" {...rest} />
}

function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  )
}

// `satisfies` rejects both a missing and an extra name, so names.ts cannot drift from this map.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const customComponents = { Callout } satisfies Record<MdxComponentName, ComponentType<any>>

/** The one MDX component map: every component a content file may use. */
export const mdxComponents = { a: Link, img: Image, table: Table, ...customComponents }
