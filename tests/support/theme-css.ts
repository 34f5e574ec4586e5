/**
 * What a page's CSS does in the dark theme: each declaration of a rule that applies only there (inside
 * `@media (prefers-color-scheme: dark)` or under `[data-theme='dark']`). The browser route walk runs axe's
 * colour rules alone in the dark theme, which holds only while these declarations set colours.
 */
export type DarkDeclaration = { selector: string; property: string }

const DARK_MEDIA = /^@media[^{]*prefers-color-scheme\s*:\s*dark/
const DARK_SELECTOR = /\[data-theme=(['"]?)dark\1\]/

/** The declarations of `css` that only the dark theme applies. */
export function darkThemeDeclarations(text: string): DarkDeclaration[] {
  // styled-components ends each rule with a /*!sc*/ comment
  const css = text.replace(/\/\*[\s\S]*?\*\//g, '')
  const found: DarkDeclaration[] = []
  /** Reads the blocks from `at` to the closing brace of the enclosing block (or the end); returns where it stopped. */
  function blocks(at: number, dark: boolean): number {
    let start = at
    for (let i = at; i < css.length; i++) {
      const char = css[i]
      if (char === '}') return i
      if (char === ';' && !css.slice(start, i).includes('{')) start = i + 1 // a statement such as @import
      if (char !== '{') continue
      const prelude = css.slice(start, i).trim()
      if (prelude.startsWith('@')) {
        i = blocks(i + 1, dark || DARK_MEDIA.test(prelude))
      } else {
        const end = css.indexOf('}', i)
        const close = end === -1 ? css.length : end
        if (dark || DARK_SELECTOR.test(prelude)) {
          for (const declaration of css.slice(i + 1, close).split(';')) {
            const property = declaration.split(':')[0]!.trim()
            if (property) found.push({ selector: prelude, property })
          }
        }
        i = close
      }
      start = i + 1
    }
    return css.length
  }
  blocks(0, false)
  return found
}

/** A dark-theme declaration that changes more than colours: anything but a colour variable, `color-scheme`, or the theme button showing the name of the theme it switches to. */
export const changesMoreThanColours = ({ selector, property }: DarkDeclaration): boolean =>
  !(property.startsWith('--color-') || property === 'color-scheme' || (property === 'display' && /\.to-(light|dark)$/.test(selector)))
