import styled from 'styled-components'
import type { HowWeWorkPage } from '#/lib/content/schema'
import { Card } from '../ui/Card'
import { CheckList } from '../ui/CheckList'
import { Icon } from '../ui/Icon'
import { IconBadge } from '../ui/IconBadge'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

/** One column, then all models side by side: never two plus a lone one. */
const Models = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  ${theme.mq.lg} { grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); }
`

const Price = styled.p`
  && { margin: ${theme.space[2]} 0 0; color: ${theme.colors.text}; }
  strong { display: block; font-size: ${theme.fontSizes.xl}; line-height: 1.3; color: ${theme.colors.navy}; text-wrap: balance; }
  span { font-size: ${theme.fontSizes.sm}; color: ${theme.colors.muted}; }
`

const PriceLabel = styled.span`
  && { display: block; font-size: ${theme.fontSizes.xs}; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: ${theme.colors.teal}; }
`

const Part = styled.h3`
  && { margin: ${theme.space[3]} 0 0; font-size: ${theme.fontSizes.md}; }
`

const Note = styled.p`
  max-width: 52rem;
  margin: ${theme.space[6]} auto 0;
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`

export type EngagementModelsProps = Pick<HowWeWorkPage, 'models' | 'labels' | 'note'>

/** The engagement models with who each fits, what it includes and an indicative price range. */
export function EngagementModels({ models, labels, note }: EngagementModelsProps) {
  return (
    <>
      <Models>
        {models.map((model, index) => (
          <Card key={model.name} as="section" aria-labelledby={`model-${index}`}>
            <IconBadge>
              <Icon name={model.icon} />
            </IconBadge>
            <h2 id={`model-${index}`}><KeptWords text={model.name} /></h2>
            <p><KeptWords text={model.summary} place="text" /></p>
            <Price>
              <PriceLabel>{labels.from}</PriceLabel> <strong>{model.price}</strong> <span>{model.priceNote}</span>
            </Price>
            <Part>{labels.fits}</Part>
            <p><KeptWords text={model.fits} place="text" /></p>
            <Part>{labels.includes}</Part>
            <CheckList>
              {model.includes.map((item) => (
                <li key={item}><KeptWords text={item} place="text" /></li>
              ))}
            </CheckList>
          </Card>
        ))}
      </Models>
      <Note>{note}</Note>
    </>
  )
}
