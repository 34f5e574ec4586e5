import type { FeatureCard } from '#/lib/content/schema'
import { Card, Grid, IconBadge, Stagger } from '../ui/Card'
import { Icon } from '../ui/Icon'

export type FeatureGridProps = { items: FeatureCard[]; min?: string }

/** Icon + title + text cards: values, benefits, legal summaries. */
export function FeatureGrid({ items, min = '15rem' }: FeatureGridProps) {
  return (
    <Grid $min={min}>
      <Stagger>
        {items.map((item) => (
          <Card key={item.title}>
            <IconBadge>
              <Icon name={item.icon} />
            </IconBadge>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </Card>
        ))}
      </Stagger>
    </Grid>
  )
}
