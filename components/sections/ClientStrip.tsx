import styled from 'styled-components'
import type { Client } from '#/lib/content/schema'
import { Image } from '../ui/Image'
import { theme } from '#/components/theme'

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[5]} ${theme.space[4]};
  max-width: 60rem;
  margin-inline: auto;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${theme.mq.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`

const Item = styled.li`
  display: grid;
  gap: ${theme.space[2]};
  justify-items: center;
  text-align: center;
  img { width: 100%; max-width: 17.5rem; height: auto; }
`

const Industry = styled.span`
  font-size: ${theme.fontSizes.xs};
  font-weight: 650;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--section-muted, ${theme.colors.muted});
`

export type ClientStripProps = { clients: (Client & { industryName: string })[]; labelledBy?: string }

/** The clients' wordmarks (content/data/clients.yaml), each with its industry. Static markup: no script. */
export function ClientStrip({ clients, labelledBy }: ClientStripProps) {
  return (
    <List aria-labelledby={labelledBy}>
      {clients.map((client) => (
        <Item key={client.name}>
          <Image src={client.logo} alt={client.name} width={280} height={76} />
          <Industry>{client.industryName}</Industry>
        </Item>
      ))}
    </List>
  )
}
