/**
 * Design tokens. The colours are two palettes over the same tokens; `theme.colors.<token>` is
 * `var(--color-<token>)`, and GlobalStyle declares both palettes, so every component follows the theme
 * (prefers-color-scheme, or the visitor's choice in <html data-theme>). Every text colour meets WCAG AA
 * (4.5:1) on the surfaces it is used on, in both palettes.
 *
 * What a token means (its value differs by theme, its role does not):
 * - navy: headings and strong text on a surface (light in the dark palette);
 * - band, blue, navyDeep: the dark bands (heroes, call to action, footer, contact bar), dark in both;
 *   onBand and mutedOnDark are text on them, sky and accent their highlights;
 * - surface (page), surfaceAlt (alternate sections), surfaceRaised (cards, fields, menus), surfaceTint;
 * - primary: links and blue text; primaryFill/onPrimary: a filled blue control and its text.
 */
/** The colour tokens; each palette gives every one a value. */
const tokens = [
  'navy',
  'navyDeep',
  'band',
  'blue',
  'onBand',
  'primary',
  'primaryHover',
  'primaryFill',
  'primaryFillHover',
  'onPrimary',
  'sky',
  'accent',
  'accentHover',
  'accentText',
  'teal',
  'text',
  'muted',
  'mutedOnDark',
  'border',
  'fieldBorder',
  'placeholder',
  'surface',
  'surfaceAlt',
  'surfaceRaised',
  'surfaceTint',
  'tintBorder',
  'chip',
  'success',
  'successBorder',
  'danger',
  'dangerBorder',
  'warning',
  'warningTint',
  'tealTint',
  'focus',
  'focusInner',
] as const

export type ColorToken = (typeof tokens)[number]

const light: Record<ColorToken, string> = {
  navy: '#0B1F3A',
  navyDeep: '#071426',
  band: '#0B1F3A',
  blue: '#123B73',
  onBand: '#FFFFFF',
  primary: '#1D4ED8',
  primaryHover: '#1E40AF',
  primaryFill: '#1D4ED8',
  primaryFillHover: '#1E40AF',
  onPrimary: '#FFFFFF',
  sky: '#38BDF8',
  accent: '#F5B700',
  accentHover: '#FFCA2C',
  accentText: '#0B1F3A',
  teal: '#0F766E',
  text: '#1E293B',
  muted: '#475569',
  mutedOnDark: '#CBD5E1',
  border: '#E2E8F0',
  fieldBorder: '#64748B',
  placeholder: '#64748B',
  surface: '#FFFFFF',
  surfaceAlt: '#F1F5F9',
  surfaceRaised: '#FFFFFF',
  surfaceTint: '#EFF6FF',
  tintBorder: '#DBEAFE',
  chip: '#E2E8F0',
  success: '#15803D',
  successBorder: '#BBF7D0',
  danger: '#B91C1C',
  dangerBorder: '#FECACA',
  warning: '#B45309',
  warningTint: '#FFFBEB',
  tealTint: '#F0FDFA',
  focus: '#F5B700',
  focusInner: '#0B1F3A',
}



const dark: Record<ColorToken, string> = {
  navy: '#F1F5F9',
  navyDeep: '#050D1A',
  band: '#0B1F3A',
  blue: '#123B73',
  onBand: '#FFFFFF',
  primary: '#93C5FD',
  primaryHover: '#BFDBFE',
  primaryFill: '#2563EB',
  primaryFillHover: '#1D4ED8',
  onPrimary: '#FFFFFF',
  sky: '#38BDF8',
  accent: '#F5B700',
  accentHover: '#FFCA2C',
  accentText: '#0B1F3A',
  teal: '#5EEAD4',
  text: '#E2E8F0',
  muted: '#A9B6C8',
  mutedOnDark: '#CBD5E1',
  border: '#334155',
  fieldBorder: '#8394AB',
  placeholder: '#94A3B8',
  surface: '#0B1324',
  surfaceAlt: '#111B2E',
  surfaceRaised: '#172136',
  surfaceTint: '#16254A',
  tintBorder: '#1E3A8A',
  chip: '#233049',
  success: '#4ADE80',
  successBorder: '#166534',
  danger: '#FCA5A5',
  dangerBorder: '#7F1D1D',
  warning: '#FBBF24',
  warningTint: '#2A2010',
  tealTint: '#0C2A2A',
  focus: '#F5B700',
  focusInner: '#F1F5F9',
}

export const palettes = { light, dark }

// Built from the names only, so the islands' bundle (which needs theme, not the palettes) carries no palette.
const colors = Object.fromEntries(tokens.map((token) => [token, `var(--color-${token})`])) as Record<ColorToken, string>

/** Selectors for the rare rule that is not a colour (an icon shown in one theme only). */
export const themeSelectors = {
  dark: ":root[data-theme='dark']",
  /** Inside `@media (prefers-color-scheme: dark)`: the system asks for dark and the visitor chose nothing else. */
  systemDark: ":root:not([data-theme='light'])",
} as const

/**
 * The tokens every styled component imports and writes into its CSS as constants (`${theme.space[4]}`), never
 * reads from props (`${({ theme }) => ...}`). styled-components 6.6 still joins a component's rules and looks up its
 * class name at every render, but a rule that is a string calls nothing: the 777 interpolations the components had
 * were functions called each time their component rendered (0.1-0.3 s of the prerender workers' CPU at 1,000 posts,
 * README "Fortieth session"), and the islands needed the theme and a ThemeProvider to hydrate. There is no
 * ThemeProvider, so `({ theme }) => theme.x` does not type-check.
 */
export const theme = {
  colors,
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  /** Fluid type scale: clamp(min, preferred, max) */
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.125rem',
    xl: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
    h3: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
    h2: 'clamp(1.625rem, 1.3rem + 1.4vw, 2.25rem)',
    h1: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)',
  },
  lineHeights: { tight: 1.2, snug: 1.35, body: 1.65 },
  space: { 1: '0.25rem', 2: '0.5rem', 3: '0.75rem', 4: '1rem', 5: '1.5rem', 6: '2rem', 7: '3rem', 8: '4rem', 9: '6rem' },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08), 0 2px 4px rgba(15, 23, 42, 0.05)',
    lg: '0 16px 40px rgba(15, 23, 42, 0.14)',
  },
  maxWidth: '1200px',
  headerHeight: '64px',
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  /** Media queries built from the breakpoints: ${theme.mq.md} { ... } */
  mq: {
    sm: '@media (min-width: 480px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
    xl: '@media (min-width: 1280px)',
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
} as const
