import type { ComponentPropsWithoutRef } from 'react'

/** The star after a required field's label (the field itself says `required` to assistive technology). */
export function Required() {
  return (
    <span className="required" aria-hidden="true">
      *
    </span>
  )
}

export type TextFieldProps = ComponentPropsWithoutRef<'input'> & { id: string; label: string }

/** A labelled one-line field of a form, styled by FormStyles (.field-label, .field). */
export function TextField({ id, label, required, ...input }: TextFieldProps) {
  return (
    <div>
      <label className="field-label" htmlFor={id}>
        {label}
        {required && <Required />}
      </label>
      <input className="field" id={id} required={required} {...input} />
    </div>
  )
}
