import styled from 'styled-components'
import type { CaseStudy, HomePage } from '#/lib/content/schema'
import { CaseStudyCard } from '../sections/CaseStudyCard'
import { Carousel } from '../ui/Carousel'
import { InlineSvg } from '../ui/InlineSvg'
import { theme } from '#/components/theme'

const Slide = styled.div`
  padding: ${theme.space[2]};
  height: 100%;
  > article { height: 100%; }
`

export type StoriesCarouselProps = {
  label: string
  stories: (Pick<CaseStudy, 'title' | 'client' | 'industry' | 'description' | 'results' | 'technologies'> & { industryName: string; href: string; iconSvg: string })[]
  readMore: string
  labels: HomePage['carousel']
  autoplaySpeed: number
}

/** Home page Success Stories: three featured studies, three results each. */
export default function StoriesCarousel({ label, stories, readMore, labels, autoplaySpeed }: StoriesCarouselProps) {
  return (
    <Carousel label={label} labels={labels} autoplaySpeed={autoplaySpeed} perView={{ md: 2, lg: 3 }}>
      {stories.map((story) => (
        <Slide key={story.href}>
          <CaseStudyCard study={story} icon={<InlineSvg markup={story.iconSvg} />} href={story.href} resultCount={3} readMore={readMore} />
        </Slide>
      ))}
    </Carousel>
  )
}
