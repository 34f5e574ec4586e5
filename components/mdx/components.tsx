import type { ComponentPropsWithoutRef } from 'react'
import { withBase } from '#/lib/permalink'
import { Callout } from './Callout'

function Link({ href = '', ...rest }: ComponentPropsWithoutRef<'a'>) {
  const external = /^https?:\/\//.test(href)
  return <a href={withBase(href)} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})} {...rest} />
}

function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  )
}

/** The one MDX component map: every component a content file may use. */
export const mdxComponents = { a: Link, table: Table, Callout }

export const mdxComponentNames = ['Callout'] as const
