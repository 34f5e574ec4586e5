import { Calendar, Clock, UserRound } from '#/components/ui/icons'
import styled from 'styled-components'
import { formatDate } from '#/lib/dates'
import { useEdition } from '../ui/Edition'
import { Badge, BadgeLink } from '../ui/Badge'
import { Card } from '../ui/Card'
import { Link } from '../ui/Link'
import { PostCover } from './PostCover'
import type { PostCoverData } from '#/lib/content/post-cover'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const Meta = styled.p`
  && {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
    align-items: center;
    font-size: ${theme.fontSizes.sm};
  }
  span { display: inline-flex; align-items: center; gap: 0.3rem; white-space: nowrap; }
`

/** "Draft" / "Scheduled" in preview builds. */
export const StatusBadge = styled(Badge)`
  background: ${theme.colors.accent};
  color: ${theme.colors.accentText};
  text-transform: uppercase;
`

const Title = styled.h3`
  font-size: ${theme.fontSizes.xl};
  a { color: ${theme.colors.navy}; text-decoration: none; }
  a::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  a:hover { color: ${theme.colors.primary}; }
`

const Root = styled(Card)`
  position: relative;
  &:focus-within { box-shadow: ${theme.shadows.md}; }
`

/** Edge to edge at the card's top. */
const CardCover = styled(PostCover)`
  margin: calc(-1 * ${theme.space[5]}) calc(-1 * ${theme.space[5]}) 0;
  border-radius: ${theme.radii.lg} ${theme.radii.lg} 0 0;
  ${theme.mq.md} { margin: calc(-1 * ${theme.space[6]}) calc(-1 * ${theme.space[6]}) 0; }
`

/* Date and author, each whole on its line; the line wraps between them, never inside a name. */
const Footer = styled.p`
  && {
    display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[1]} ${theme.space[4]};
    margin-top: auto; font-size: ${theme.fontSizes.sm}; line-height: 1.4; color: ${theme.colors.text};
  }
  span { display: inline-flex; align-items: center; gap: 0.35rem; white-space: nowrap; }
  svg { flex: none; }
`

export type PostCardProps = {
  post: { title: string; excerpt: string; category: string; categoryName: string; date: string; readTime: number; author: string }
  href: string
  /** The category page; without it the category is plain text. */
  categoryHref?: string
  labels: { minRead: string; by: string }
  /** A "Draft"/"Scheduled" marker in preview builds. */
  status?: string
  level?: 'h2' | 'h3'
  /** Shown above the category; a drawn cover is decorative (the title follows). */
  cover?: PostCoverData
}

/** A summary of a post: the search index skips it (the post's own page is the result). */
export function PostCard({ post, href, categoryHref, labels, status, level = 'h3', cover }: PostCardProps) {
  const { locale } = useEdition()
  return (
    <Root data-pagefind-ignore>
      {cover && <CardCover cover={cover} sizes="(min-width: 64rem) 24rem, (min-width: 48rem) 50vw, 100vw" />}
      <Meta>
        {categoryHref ? (
          <BadgeLink href={categoryHref}>
            <Badge>{post.categoryName}</Badge>
          </BadgeLink>
        ) : (
          <Badge>{post.categoryName}</Badge>
        )}
        {status && <StatusBadge data-status>{status}</StatusBadge>}
        <span>
          <Clock size={14} aria-hidden="true" /> {post.readTime} {labels.minRead}
        </span>
      </Meta>
      <Title as={level}>
        <Link href={href}><KeptWords text={post.title} /></Link>
      </Title>
      <p><KeptWords text={post.excerpt} place="text" /></p>
      <Footer>
        <span>
          <Calendar size={14} aria-hidden="true" />
          <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
        </span>{' '}
        <span>
          <UserRound size={14} aria-hidden="true" />
          {labels.by} {post.author}
        </span>
      </Footer>
    </Root>
  )
}
