import { ChevronDown } from '#/components/ui/icons'
import styled from 'styled-components'
import { KeptWords } from '../ui/KeptWords'
import { theme } from '#/components/theme'

const List = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  display: grid;
  gap: ${theme.space[3]};
  details { border: 1px solid ${theme.colors.border}; border-radius: ${theme.radii.md}; background: ${theme.colors.surfaceRaised}; }
  summary {
    display: flex; justify-content: space-between; align-items: center; gap: ${theme.space[3]};
    min-height: 56px; padding: ${theme.space[3]} ${theme.space[5]};
    font-weight: 650; color: ${theme.colors.navy}; cursor: pointer; list-style: none;
  }
  summary::-webkit-details-marker { display: none; }
  summary svg { flex: none; transition: transform 0.2s ease; }
  details[open] summary svg { transform: rotate(180deg); }
  details > div { padding: 0 ${theme.space[5]} ${theme.space[4]}; color: ${theme.colors.muted}; }
  details > div p { margin: 0; }
`

export type FaqListProps = { faqs: { question: string; answer: string }[] }

/** Questions as native disclosure widgets: keyboard and screen-reader ready, no script needed. */
export function FaqList({ faqs }: FaqListProps) {
  return (
    <List>
      {faqs.map((faq, i) => (
        <details key={faq.question} open={i === 0 || undefined}>
          <summary>
            <KeptWords text={faq.question} />
            <ChevronDown size={20} aria-hidden="true" />
          </summary>
          <div>
            <p><KeptWords text={faq.answer} place="text" /></p>
          </div>
        </details>
      ))}
    </List>
  )
}
