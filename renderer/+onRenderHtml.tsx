import { renderToString } from 'react-dom/server'
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components'
import { dangerouslySkipEscape } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { GlobalStyle } from '#/components/GlobalStyle'
import { Layout } from '#/components/layout/Layout'
import { EditionProvider } from '#/components/ui/Edition'
import { theme } from '#/components/theme'
import './component-order'
import { renderHead } from './head'
import { lastPageOrRender } from './last-page'
import { StylisCache } from './stylis-cache'
import { PageContextProvider } from './usePageContext'

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export async function onRenderHtml(pageContext: PageContextServer) {
  const layout = pageContext.layout
  if (!pageContext.data?.head || !layout) throw new Error(`The page for ${pageContext.urlPathname} has no head or layout data (+data, pages/+onBeforeRender.ts)`)
  const year = new Date().getFullYear()
  const inputs = { pathname: pageContext.urlPathname, is404: pageContext.is404 === true, year, layout, data: pageContext.data }
  return dangerouslySkipEscape(lastPageOrRender(inputs, () => renderDocument(pageContext, year)))
}

function renderDocument(pageContext: PageContextServer, year: number): string {
  const Page = pageContext.Page as React.ComponentType
  const head = pageContext.data!.head
  const layout = pageContext.layout!
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(
      <PageContextProvider pageContext={pageContext}>
      <StyleSheetManager sheet={sheet.instance}>
        <StylisCache>
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
            year={year}
          >
            <Page />
          </Layout>
          </EditionProvider>
        </ThemeProvider>
        </StylisCache>
      </StyleSheetManager>
      </PageContextProvider>,
    )
    const styles = sheet.getStyleTags()
    return `<!DOCTYPE html>
<html lang="${escapeHtml(layout.edition.lang)}">
  <head>
    ${renderHead(head, pageContext.urlPathname, html, layout)}
    ${styles}
  </head>
  <body>
    ${html}
  </body>
</html>`
  } finally {
    sheet.seal()
  }
}
