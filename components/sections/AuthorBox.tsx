import styled from 'styled-components'
import { Image } from '../ui/Image'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

/** A portrait beside the words from 480 px, when the author is on the team; without one the words take the whole box. */
const Box = styled.aside<{ $portrait: boolean }>`
  display: grid;
  gap: ${theme.space[4]};
  align-items: start;
  max-width: 44rem;
  margin-top: ${theme.space[7]};
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${theme.colors.teal};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  ${({ $portrait }) => ($portrait ? `${theme.mq.sm} { grid-template-columns: 6rem 1fr; }` : '')}
  h2 { margin: 0; font-size: ${theme.fontSizes.xs}; letter-spacing: 0.1em; text-transform: uppercase; color: ${theme.colors.muted}; }
  p { margin: 0; }
`

const Portrait = styled(Image)`
  width: 6rem;
  height: 6rem;
  border-radius: 50%;
  object-fit: cover;
  background: ${theme.colors.surface};
`

const Name = styled.p`
  && { margin-top: ${theme.space[1]}; font-size: ${theme.fontSizes.xl}; font-weight: 750; color: ${theme.colors.navy}; }
`

const Role = styled.p`
  && { font-weight: 650; color: ${theme.colors.teal}; margin-bottom: ${theme.space[2]}; }
`

const Bio = styled.p`
  color: ${theme.colors.text};
`

export type AuthorBoxProps = {
  heading: string
  name: string
  /** The team member's portrait, role and bio; without them (an author not on the team) the name only. */
  member?: { image: string; role: string; bio: string }
}

/**
 * Who wrote the post, at its end. Not in the site search's record of the post (data-pagefind-ignore): a search for
 * words of a bio finds the team page, not every post its author wrote.
 */
export function AuthorBox({ heading, name, member }: AuthorBoxProps) {
  return (
    <Box aria-labelledby="author-title" data-author-box data-pagefind-ignore $portrait={Boolean(member)}>
      {member && <Portrait src={member.image} alt="" width={400} height={400} />}
      <div>
        <h2 id="author-title">{heading}</h2>
        <Name>{name}</Name>
        {member && (
          <>
            <Role>{member.role}</Role>
            <Bio><KeptWords text={member.bio} place="text" /></Bio>
          </>
        )}
      </div>
    </Box>
  )
}
