import { Calendar, Download, FileText } from '#/components/ui/icons'
import styled from 'styled-components'
import { formatDate } from '#/lib/dates'
import { useEdition } from '../ui/Edition'
import { routes } from '#/lib/permalink'
import type { WhitepaperPageData } from '#/lib/resources/resource-pages'
import { Prose } from '../mdx/Prose'
import { Breadcrumbs } from '../sections/Breadcrumbs'
import { PageHero } from '../sections/PageHero'
import { BackLink } from '../ui/BackLink'
import { ButtonLink } from '../ui/Button'
import { Badge } from '../ui/Badge'
import { Container } from '../ui/Container'
import { HeroMeta } from '../sections/HeroMeta'
import { theme } from '#/components/theme'

const Body = styled.div`
  padding: ${theme.space[7]} 0;
`


const Back = styled(BackLink)`
  margin-bottom: ${theme.space[4]};
`

/** The download again at the end of the paper, where a reader who wants to keep it has arrived. */
const DownloadBox = styled.aside`
  max-width: 44rem;
  margin-top: ${theme.space[7]};
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  p { margin: 0; font-weight: 600; color: ${theme.colors.navy}; }
`

/** A whitepaper's page: HTML only (no island), the body, and its PDF. */
export function WhitepaperView({ paper, body, pdf, labels, resourcesTitle }: WhitepaperPageData) {
  const { locale } = useEdition()
  const download = (variant: 'accent' | 'primary') => (
    <ButtonLink variant={variant} href={pdf.pdf} download={pdf.pdfName} type="application/pdf" data-download>
      <Download size={18} aria-hidden="true" /> {labels.download}
      <span className="visually-hidden">: {paper.title}</span>
    </ButtonLink>
  )
  return (
    <article>
      <PageHero
        title={paper.title}
        subtitle={paper.description}
        above={<Breadcrumbs trail={[{ label: resourcesTitle, href: routes.resources() }]} current={paper.title} />}
        actions={download('accent')}
      >
        <HeroMeta>
          <li>
            <Badge>{paper.category}</Badge>
          </li>
          <li>
            <Calendar size={16} aria-hidden="true" /> {labels.published} <time dateTime={paper.date}>{formatDate(paper.date, locale)}</time>
          </li>
          <li>
            <FileText size={16} aria-hidden="true" /> {pdf.pages} {labels.pages} · {labels.pdf}, {pdf.size}
          </li>
        </HeroMeta>
      </PageHero>
      <Body>
        <Container>
          <Back href={routes.resources()}>{labels.back}</Back>
          <Prose body={body} />
          <DownloadBox>
            <p>
              {paper.title} ({pdf.pages} {labels.pages} · {labels.pdf}, {pdf.size})
            </p>
            {download('primary')}
          </DownloadBox>
        </Container>
      </Body>
    </article>
  )
}
