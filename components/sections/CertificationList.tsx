import styled from 'styled-components'
import type { AboutPage } from '#/lib/content/schema'
import { Card } from '../ui/Card'
import { Grid } from '../ui/Grid'
import { Image } from '../ui/Image'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const Mark = styled(Image)`
  width: 96px;
  height: 96px;
`

const Facts = styled.dl`
  margin: auto 0 0;
  display: grid;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSizes.sm};
  dt { font-weight: 700; color: ${theme.colors.text}; }
  dd { margin: 0; color: ${theme.colors.muted}; }
`

export type CertificationListProps = { certifications: AboutPage['certifications']; labels: AboutPage['certificationLabels'] }

/** Each certificate with its own mark, what it covers and since when. */
export function CertificationList({ certifications, labels }: CertificationListProps) {
  return (
    <Grid $min="14rem">
      {certifications.map((c) => (
        <Card key={c.name}>
          <Mark src={c.mark} alt="" width={120} height={120} />
          <h3><KeptWords text={c.name} /></h3>
          <p><KeptWords text={c.text} place="text" /></p>
          <Facts>
            <div>
              <dt>{labels.scope}</dt>
              <dd>{c.scope}</dd>
            </div>
            <div>
              <dt>{labels.since}</dt>
              <dd>{c.year}</dd>
            </div>
          </Facts>
        </Card>
      ))}
    </Grid>
  )
}
