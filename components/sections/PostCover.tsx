import styled from 'styled-components'
import type { PostCoverData } from '#/lib/content/post-cover'
import { Icon } from '../ui/Icon'
import { Image, type ImagePriority } from '../ui/Image'
import { theme } from '#/components/theme'

const W = 1200
const H = 630
const LINE = 74

const Frame = styled.div`
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.band};
  aspect-ratio: ${W} / ${H};
  img, svg.cover { display: block; width: 100%; height: 100%; object-fit: cover; }
`

/** Drawn with theme tokens (CSS, not attributes), so a palette change reaches the covers too. */
const Drawn = styled.svg`
  .from { stop-color: ${theme.colors.band}; }
  .to { stop-color: ${theme.colors.blue}; }
  .ring { fill: none; stroke: ${theme.colors.sky}; stroke-opacity: 0.25; stroke-width: 2; }
  .disc { fill: ${theme.colors.primary}; fill-opacity: 0.35; }
  .motif { color: ${theme.colors.sky}; }
  .category { fill: ${theme.colors.accent}; font: 700 30px ${theme.fonts.heading}; letter-spacing: 4px; text-transform: uppercase; }
  .bar { fill: ${theme.colors.accent}; }
  .title { fill: ${theme.colors.onBand}; font: 750 60px ${theme.fonts.heading}; }
`

export type PostCoverProps = { cover: PostCoverData; priority?: ImagePriority; sizes?: string; className?: string }

/**
 * A post's cover: the writer's image, or the title on the category's motif drawn here at prerender (no
 * request, no script). A drawn cover repeats the title beside it, so it is hidden from assistive technology.
 */
export function PostCover({ cover, priority, sizes, className }: PostCoverProps) {
  if (cover.kind === 'image') {
    return (
      <Frame className={className} data-cover="image">
        <Image src={cover.src} alt={cover.alt} width={cover.width} height={cover.height} priority={priority} sizes={sizes} />
      </Frame>
    )
  }
  const top = H - 110 - cover.lines.length * LINE
  return (
    <Frame className={className} data-cover="drawn">
      <Drawn className="cover" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={cover.id} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" className="from" />
            <stop offset="1" className="to" />
          </linearGradient>
        </defs>
        <rect width={W} height={H} fill={`url(#${cover.id})`} />
        <circle cx={1010} cy={150} r={220} className="disc" />
        <circle cx={1010} cy={150} r={300} className="ring" />
        <circle cx={1010} cy={150} r={380} className="ring" />
        <g className="motif" transform="translate(900 40)">
          <Icon name={cover.icon} size={220} />
        </g>
        <rect x={80} y={80} width={64} height={8} rx={4} className="bar" />
        <text x={80} y={140} className="category">
          {cover.category}
        </text>
        <text className="title">
          {cover.lines.map((line, i) => (
            <tspan key={i} x={80} y={top + (i + 1) * LINE}>
              {line}
            </tspan>
          ))}
        </text>
      </Drawn>
    </Frame>
  )
}
