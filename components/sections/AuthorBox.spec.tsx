import { renderToStaticMarkup } from 'react-dom/server'
import { ServerStyleSheet } from 'styled-components'
import { describe, expect, it } from 'vitest'
import { AuthorBox, type AuthorBoxProps } from './AuthorBox'

/** The box's markup and the CSS its render adds. */
function rendered(props: AuthorBoxProps): { html: string; css: string } {
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToStaticMarkup(sheet.collectStyles(<AuthorBox {...props} />))
    return { html, css: sheet.getStyleTags() }
  } finally {
    sheet.seal()
  }
}

describe('AuthorBox', () => {
  it('sets a team member\'s portrait beside their name, role and bio', () => {
    const { html, css } = rendered({ heading: 'About the author', name: 'Amina Hassan', member: { image: '/images/team/amina-hassan.svg', role: 'Security Lead', bio: 'Runs M-Pesa audits.' } })
    expect(html).toContain('<img')
    expect(css).toMatch(/grid-template-columns:\s*6rem 1fr/)
  })

  it('gives a guest author\'s name the whole box, not the portrait\'s narrow column', () => {
    const { html, css } = rendered({ heading: 'About the author', name: 'Omar Said' })
    expect(html).not.toContain('<img')
    expect(html).toContain('Omar Said')
    expect(css).not.toMatch(/grid-template-columns:\s*6rem/)
  })
})
