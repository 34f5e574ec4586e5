import { renderToString } from 'react-dom/server'
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { GlobalStyle } from '#/components/GlobalStyle'
import { Layout } from '#/components/layout/Layout'
import { theme } from '#/components/theme'
import { getContent } from '#/lib/content/loader'
import { whatsappGreeting } from '#/lib/lead-forms'
import { mainNavigation } from '#/lib/navigation'
import { routes } from '#/lib/permalink'
import { renderHead } from './head'
import { PageContextProvider } from './usePageContext'

export async function onRenderHtml(pageContext: PageContextServer) {
  const Page = pageContext.Page as React.ComponentType
  const head = pageContext.data?.head
  if (!head) throw new Error(`The page for ${pageContext.urlPathname} returned no head from its +data hook`)
  const content = getContent()
  const nav = mainNavigation({ services: content.services, solutions: content.solutions })
  const footerServices = content.services.map((s) => ({ label: s.title, href: s.link ?? routes.service(s.slug) }))
  // A page that names no subject (home, 404, thank-you pages) asks about the company's services in general.
  const whatsapp = whatsappGreeting(head.noindex || pageContext.urlPathname === routes.home() ? undefined : head.title, content)

  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(
      <PageContextProvider pageContext={pageContext}>
      <StyleSheetManager sheet={sheet.instance}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <Layout
            pathname={pageContext.urlPathname}
            nav={nav}
            footerServices={footerServices}
            whatsappLabel={content.data['pages/contact.yaml'].whatsappLabel}
            whatsapp={whatsapp}
            contactBar={content.data['pages/leads.yaml'].contactBar}
            year={new Date().getFullYear()}
          >
            <Page />
          </Layout>
        </ThemeProvider>
      </StyleSheetManager>
      </PageContextProvider>,
    )
    const styles = sheet.getStyleTags()
    return escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    ${dangerouslySkipEscape(renderHead(head, pageContext.urlPathname, html))}
    ${dangerouslySkipEscape(styles)}
  </head>
  <body>
    ${dangerouslySkipEscape(html)}
  </body>
</html>`
  } finally {
    sheet.seal()
  }
}
