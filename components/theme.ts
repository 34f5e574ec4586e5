/** Design tokens. Every colour pair used for text meets WCAG AA (4.5:1) on its background. */
export const theme = {
  colors: {
    navy: '#0B1F3A',
    navyDeep: '#071426',
    blue: '#123B73',
    primary: '#1D4ED8',
    primaryHover: '#1E40AF',
    sky: '#38BDF8',
    accent: '#F5B700',
    accentText: '#0B1F3A',
    teal: '#0F766E',
    text: '#1E293B',
    muted: '#475569',
    mutedOnDark: '#CBD5E1',
    border: '#E2E8F0',
    surface: '#FFFFFF',
    surfaceAlt: '#F1F5F9',
    surfaceTint: '#EFF6FF',
    success: '#15803D',
    danger: '#B91C1C',
    focus: '#F5B700',
  },
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
  /** Media queries built from the breakpoints: ${({ theme }) => theme.mq.md} { ... } */
  mq: {
    sm: '@media (min-width: 480px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
    xl: '@media (min-width: 1280px)',
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
} as const

export type Theme = typeof theme
