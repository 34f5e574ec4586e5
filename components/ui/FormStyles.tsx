import { createGlobalStyle } from 'styled-components'

/**
 * The stylesheet of the form islands (fields, the two form layouts, the alternatives offered after a failed
 * delivery, the toasts), rendered on the server by each page that has a form. The islands use these class names and
 * ship behaviour only, not stylesheet text: the home page's JavaScript budget has no room for it.
 *
 * Contrast, in every state and on a light or a dark section: typed text #1E293B (14:1) and placeholder
 * #64748B (4.8:1) on the field's own white background; a two-tone focus ring, navy next to the field
 * (16:1 on white) and gold outside it (9:1 on navy), so one of them always stands out from the page.
 */
export const FormStyles = createGlobalStyle`
  .field {
    display: block;
    width: 100%;
    min-height: 48px;
    padding: 0.65rem 0.85rem;
    border-radius: 10px;
    border: 1px solid #64748B;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: #fff;
  }
  .field::placeholder { color: #64748B; opacity: 1; }
  .field:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.navy};
    border-color: ${({ theme }) => theme.colors.navy};
  }
  textarea.field { resize: vertical; }
  .field-label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.navy};
  }
  .field-label .required { color: ${({ theme }) => theme.colors.danger}; margin-left: 0.15rem; }
  .contact-form { display: grid; gap: ${({ theme }) => theme.space[4]}; }
  ${({ theme }) => theme.mq.md} { .contact-form { grid-template-columns: 1fr 1fr; } .contact-form .wide { grid-column: 1 / -1; } }
  .newsletter-form { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[3]}; max-width: 32rem; margin: 0 auto; }
  .newsletter-form .field { flex: 1; }
  ${({ theme }) => theme.mq.sm} { .newsletter-form { flex-flow: row wrap; } }
  .webinar-choice { margin: 0; padding: 0.75rem 1rem; border-left: 4px solid ${({ theme }) => theme.colors.primary}; background: #fff; border-radius: 6px; }
  .webinar-choice .field-label { display: block; margin-bottom: 0.2rem; }
  .webinar-choice strong { color: ${({ theme }) => theme.colors.navy}; }
  .alternatives { grid-column: 1 / -1; flex-basis: 100%; display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space[3]}; }
  .alternatives p { flex-basis: 100%; margin: 0; font-weight: 600; }
  /* doubled class: outranks notistack's own root class (flex-wrap: wrap), injected at run time */
  .toast.toast {
    display: flex;
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
    width: min(24rem, calc(100vw - 2rem));
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
    border: 1px solid #BBF7D0;
    border-left: 4px solid ${({ theme }) => theme.colors.success};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .toast > svg { flex: none; color: ${({ theme }) => theme.colors.success}; }
  .toast strong { display: block; color: ${({ theme }) => theme.colors.navy}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  .toast[data-toast='error'] { border-color: #FECACA; border-left-color: ${({ theme }) => theme.colors.danger}; }
  .toast[data-toast='error'] > svg { color: ${({ theme }) => theme.colors.danger}; }
`
