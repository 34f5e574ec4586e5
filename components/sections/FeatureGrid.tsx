import type { FeatureCard } from '#/lib/content/schema'
import { Card } from '../ui/Card'
import { Grid } from '../ui/Grid'
import { IconBadge } from '../ui/IconBadge'
import { Stagger } from '../ui/Stagger'
import { Icon } from '../ui/Icon'
import { KeptWords } from '../ui/KeptWords'

export type FeatureGridProps = { items: FeatureCard[]; min?: string; level?: 'h2' | 'h3' }

/** Icon + title + text cards: values, benefits, legal summaries. */
export function FeatureGrid({ items, min = '15rem', level: Title = 'h3' }: FeatureGridProps) {
  return (
    <Grid $min={min}>
      <Stagger>
        {items.map((item) => (
          <Card key={item.title}>
            <IconBadge>
              <Icon name={item.icon} />
            </IconBadge>
            <Title><KeptWords text={item.title} /></Title>
            <p><KeptWords text={item.text} place="text" /></p>
          </Card>
        ))}
      </Stagger>
    </Grid>
  )
}
