import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { ServerStyleSheet, StyleSheetManager } from 'styled-components'
import { dangerouslySkipEscape } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { GlobalStyle } from '#/components/GlobalStyle'
import { Layout, Main } from '#/components/layout/Layout'
import { EditionProvider } from '#/components/ui/Edition'
import type { LayoutData } from '#/lib/layout-data'
import { currentPage } from '#/lib/navigation'
import { renderInChrome, type ChromeInput } from './chrome'
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

/**
 * Whether pages take the layout around their <main> from renderer/chrome.tsx (drawn once for the pages it looks the
 * same on) or render it with the rest: CHROME_MEMO=off renders every page whole, as PRERENDER_VERIFY compares.
 */
const chromeMemo = () => process.env.CHROME_MEMO !== 'off'

function renderDocument(pageContext: PageContextServer, year: number): string {
  const head = pageContext.data!.head
  const layout = pageContext.layout!
  let sheet = new ServerStyleSheet()
  try {
    let html = chromeMemo() ? renderWithChrome(pageContext, year, sheet) : undefined
    if (html === undefined) {
      sheet.seal()
      sheet = new ServerStyleSheet()
      html = renderWhole(pageContext, year, sheet)
    }
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

/** The providers every page renders in, with `sheet` collecting its styles. */
function styled(sheet: ServerStyleSheet['instance'], edition: LayoutData['edition'], tree: ReactNode): ReactNode {
  return (
    <StyleSheetManager sheet={sheet}>
      <StylisCache>
        <EditionProvider edition={edition}>{tree}</EditionProvider>
      </StylisCache>
    </StyleSheetManager>
  )
}

function chromeProps(layout: LayoutData, year: number): ChromeInput['props'] {
  const { nav, navigation, footerServices, whatsappLabel, whatsapp, contactBar, blurb, switchers } = layout
  return { nav, navigation, footerServices, whatsappLabel, whatsapp, contactBar, blurb, switchers, year }
}

/** The page's <main>, with the page's context. */
function pageMain(pageContext: PageContextServer, sheet: ServerStyleSheet, tree: ReactNode): string {
  return renderToString(<PageContextProvider pageContext={pageContext}>{styled(sheet.instance, pageContext.layout!.edition, tree)}</PageContextProvider>)
}

function renderWithChrome(pageContext: PageContextServer, year: number, sheet: ServerStyleSheet): string | undefined {
  const Page = pageContext.Page as React.ComponentType
  const layout = pageContext.layout!
  const input: ChromeInput = {
    props: chromeProps(layout, year),
    current: currentPage(pageContext.urlPathname),
    context: layout.edition,
    wrap: (chromeSheet, tree) => styled(chromeSheet, layout.edition, tree),
  }
  const main = (
    <>
      <GlobalStyle />
      <Main search={layout.search}>
        <Page />
      </Main>
    </>
  )
  return renderInChrome(input, () => pageMain(pageContext, sheet, main), sheet.instance)
}

/** The whole page in one render: the reference the chrome's drawings are checked against. */
function renderWhole(pageContext: PageContextServer, year: number, sheet: ServerStyleSheet): string {
  const Page = pageContext.Page as React.ComponentType
  const layout = pageContext.layout!
  return pageMain(
    pageContext,
    sheet,
    <>
      <GlobalStyle />
      <Layout pathname={pageContext.urlPathname} search={layout.search} {...chromeProps(layout, year)}>
        <Page />
      </Layout>
    </>,
  )
}
