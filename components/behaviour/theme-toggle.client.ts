/**
 * The theme buttons (navbar and phone menu): switch between light and dark and remember the choice, which
 * lib/theme-init.ts applies on every later page before its first paint. The buttons' names and icons
 * follow by CSS (components/layout/ThemeToggle.tsx).
 */
import { THEME_STORAGE_KEY } from '#/lib/theme-init'

type ThemeName = 'light' | 'dark'

export function currentTheme(): ThemeName {
  const chosen = document.documentElement.dataset.theme
  if (chosen === 'light' || chosen === 'dark') return chosen
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

export function enhanceThemeToggle(): void {
  document.querySelectorAll('[data-theme-toggle]').forEach((button) =>
    button.addEventListener('click', () => {
      const next: ThemeName = currentTheme() === 'dark' ? 'light' : 'dark'
      document.documentElement.dataset.theme = next
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next)
      } catch {
        // Storage refused (private mode, quota): the choice holds for this page only.
      }
    }),
  )
}
