import { renderToString } from 'react-dom/server'
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { GlobalStyle } from '#/components/GlobalStyle'
import { Layout } from '#/components/layout/Layout'
import { EditionProvider } from '#/components/ui/Edition'
import { theme } from '#/components/theme'
import './component-order'
import { renderHead } from './head'
import { PageContextProvider } from './usePageContext'

export async function onRenderHtml(pageContext: PageContextServer) {
  const Page = pageContext.Page as React.ComponentType
  const head = pageContext.data?.head
  const layout = pageContext.layout
  if (!head || !layout) throw new Error(`The page for ${pageContext.urlPathname} has no head or layout data (+data, pages/+onBeforeRender.ts)`)

  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(
      <PageContextProvider pageContext={pageContext}>
      <StyleSheetManager sheet={sheet.instance}>
        <ThemeProvider theme={theme}>
          <EditionProvider edition={layout.edition}>
          <GlobalStyle />
          <Layout
            pathname={pageContext.urlPathname}
            nav={layout.nav}
            navigation={layout.navigation}
            footerServices={layout.footerServices}
            whatsappLabel={layout.whatsappLabel}
            whatsapp={layout.whatsapp}
            contactBar={layout.contactBar}
            search={layout.search}
            blurb={layout.blurb}
            switchers={layout.switchers}
            year={new Date().getFullYear()}
          >
            <Page />
          </Layout>
          </EditionProvider>
        </ThemeProvider>
      </StyleSheetManager>
      </PageContextProvider>,
    )
    const styles = sheet.getStyleTags()
    return escapeInject`<!DOCTYPE html>
<html lang="${layout.edition.lang}">
  <head>
    ${dangerouslySkipEscape(renderHead(head, pageContext.urlPathname, html, layout))}
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
