import { createGlobalStyle } from 'styled-components'
import { palettes, theme, themeSelectors, type ColorToken } from './theme'
import { NOWRAP_CLASS } from '#/lib/compound-words'

const declarations = (palette: Record<ColorToken, string>) =>
  Object.entries(palette).map(([token, value]) => `--color-${token}: ${value};`).join(' ')

/**
 * Both palettes: light by default, dark when the system asks for it (also without JavaScript) unless the
 * visitor chose light, or when the visitor chose dark. The choice is <html data-theme>, set before the
 * first paint by lib/theme-init.ts.
 */
const palettesCss = [
  `:root { color-scheme: light; ${declarations(palettes.light)} }`,
  `@media (prefers-color-scheme: dark) { ${themeSelectors.systemDark} { color-scheme: dark; ${declarations(palettes.dark)} } }`,
  `${themeSelectors.dark} { color-scheme: dark; ${declarations(palettes.dark)} }`,
].join('\n')

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  ${palettesCss}
  /* Height of the phone's contact bar (components/layout/ContactBar.tsx); nothing sits under it. */
  :root { --contact-bar: calc(4rem + env(safe-area-inset-bottom, 0px)); }
  ${theme.mq.lg} { :root { --contact-bar: 0px; } }
  @media print { :root { --contact-bar: 0px; } }
  .notistack-SnackbarContainer { margin-bottom: var(--contact-bar); }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: calc(${theme.headerHeight} + 1rem); }
  @media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 { font-family: ${theme.fonts.heading}; line-height: ${theme.lineHeights.tight}; color: ${theme.colors.navy}; margin: 0 0 0.5em; text-wrap: balance; }
  h1 { font-size: ${theme.fontSizes.h1}; letter-spacing: -0.02em; }
  h2 { font-size: ${theme.fontSizes.h2}; letter-spacing: -0.01em; }
  h3 { font-size: ${theme.fontSizes.h3}; }
  p { margin: 0 0 1em; }
  img, svg { max-width: 100%; height: auto; }
  a { color: ${theme.colors.primary}; text-underline-offset: 0.15em; }
  a:hover { color: ${theme.colors.primaryHover}; }
  /* Two-tone: focusInner next to the element (dark on a light page, light on a dark one), gold outside it;
     one of the two always stands out from the background, in both themes and on the dark bands. */
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; box-shadow: 0 0 0 2px ${theme.colors.focusInner}; border-radius: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
    clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  /* a hyphenated word kept on one line (lib/compound-words.ts): "M-Pesa", not "M-" and "Pesa" */
  .${NOWRAP_CLASS} { white-space: nowrap; }
  [hidden] { display: none !important; }
  @keyframes kilele-fade-up { from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; } }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.001ms !important; animation-iteration-count: 1 !important; transition-duration: 0.001ms !important; scroll-behavior: auto !important; }
  }
`
