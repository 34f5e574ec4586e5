import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { withBase } from '#/lib/permalink'
import { useEdition } from './Edition'

export type FormProps = ComponentPropsWithoutRef<'form'> & {
  /** Where the form posts: a site route without the base path ("/contact/thanks") or an endpoint's URL */
  action: string
}

/** The one form primitive: like Link, it adds the base path to a site route, so form data carries routes without it. */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ action, ...rest }, ref) {
  const { localise } = useEdition()
  return <form ref={ref} action={withBase(localise(action))} {...rest} />
})
