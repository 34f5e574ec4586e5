import { createGlobalStyle } from 'styled-components'
import { theme } from '#/components/theme'

/**
 * The stylesheet of the form islands (fields, the two form layouts, the alternatives offered after a failed
 * delivery, the toasts), rendered on the server by each page that has a form. The islands use these class names and
 * ship behaviour only, not stylesheet text: the home page's JavaScript budget has no room for it.
 *
 * Contrast, in every state, on a light or a dark section and in both themes: typed text (text token) and
 * placeholder on the field's own surfaceRaised background (light: 14:1 and 4.8:1; dark: 12:1 and 6:1); a
 * two-tone focus ring, focusInner next to the field (navy in light, near-white in dark) and gold outside
 * it, so one of them always stands out from the page.
 */
export const FormStyles = createGlobalStyle`
  .field {
    display: block;
    width: 100%;
    min-height: 48px;
    padding: 0.65rem 0.85rem;
    border-radius: 10px;
    border: 1px solid ${theme.colors.fieldBorder};
    font: inherit;
    color: ${theme.colors.text};
    background: ${theme.colors.surfaceRaised};
  }
  .field::placeholder { color: ${theme.colors.placeholder}; opacity: 1; }
  .field:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${theme.colors.focusInner};
    border-color: ${theme.colors.focusInner};
  }
  textarea.field { resize: vertical; }
  .field-label {
    display: block;
    margin-bottom: ${theme.space[1]};
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.navy};
  }
  .field-label .required { color: ${theme.colors.danger}; margin-left: 0.15rem; }
  .contact-form { display: grid; gap: ${theme.space[4]}; }
  ${theme.mq.md} { .contact-form { grid-template-columns: 1fr 1fr; } .contact-form .wide { grid-column: 1 / -1; } }
  .newsletter-form { display: flex; flex-direction: column; gap: ${theme.space[3]}; max-width: 32rem; margin: 0 auto; }
  .newsletter-form .field { flex: 1; }
  ${theme.mq.sm} { .newsletter-form { flex-flow: row wrap; } }
  .webinar-choice { margin: 0; padding: 0.75rem 1rem; border-left: 4px solid ${theme.colors.primary}; background: ${theme.colors.surfaceRaised}; border-radius: 6px; }
  .webinar-choice .field-label { display: block; margin-bottom: 0.2rem; }
  .webinar-choice strong { color: ${theme.colors.navy}; }
  .alternatives { grid-column: 1 / -1; flex-basis: 100%; display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; }
  .alternatives p { flex-basis: 100%; margin: 0; font-weight: 600; }
  /* doubled class: outranks notistack's own root class (flex-wrap: wrap), injected at run time */
  .toast.toast {
    display: flex;
    flex-wrap: nowrap;
    gap: ${theme.space[3]};
    align-items: flex-start;
    width: min(24rem, calc(100vw - 2rem));
    padding: ${theme.space[4]};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    border: 1px solid ${theme.colors.successBorder};
    border-left: 4px solid ${theme.colors.success};
    box-shadow: ${theme.shadows.lg};
    font-size: ${theme.fontSizes.sm};
  }
  .toast > svg { flex: none; color: ${theme.colors.success}; }
  .toast strong { display: block; color: ${theme.colors.navy}; font-size: ${theme.fontSizes.md}; }
  .toast[data-toast='error'] { border-color: ${theme.colors.dangerBorder}; border-left-color: ${theme.colors.danger}; }
  .toast[data-toast='error'] > svg { color: ${theme.colors.danger}; }
`
