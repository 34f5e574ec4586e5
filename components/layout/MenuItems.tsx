import { ChevronDown } from '#/components/ui/icons'
import type { ComponentProps, ComponentType } from 'react'
import { isGroup, type CurrentPage, type NavItem } from '#/lib/navigation'
import { Link, type LinkProps } from '../ui/Link'

export type MenuItemsProps = {
  items: NavItem[]
  /** Whether a link is the current page or its section: it is marked aria-current */
  current: CurrentPage
  /** Which script drives a group's <details>: the navbar's dropdowns or the phone menu's groups (layout.client.ts) */
  groups: 'dropdown' | 'panel-group'
  /** The <details> of a group (the navbar styles its dropdown) */
  Details?: ComponentType<ComponentProps<'details'>> | 'details'
  /** A top-level link (the navbar styles its links) */
  TopLink?: ComponentType<LinkProps>
  chevronSize: number
}

/** The menu's <li> items, shared by the navbar and the phone menu: links, and groups that open to their links. */
export function MenuItems({ items, current: isCurrent, groups, Details = 'details', TopLink = Link, chevronSize }: MenuItemsProps) {
  const current = (href: string, section = false) => (isCurrent(href, section) ? ('page' as const) : undefined)
  // The phone menu opens the group of the current section; the navbar's dropdowns start closed.
  const open = (section: string) => (groups === 'panel-group' && isCurrent(section, true)) || undefined
  return (
    <>
      {items.map((item) =>
        isGroup(item) ? (
          <li key={item.label}>
            <Details {...{ [`data-${groups}`]: true }} open={open(item.section)}>
              <summary aria-current={current(item.section, true)}>
                {item.label}
                <ChevronDown size={chevronSize} aria-hidden="true" />
              </summary>
              <ul>
                {item.links.map((l) => (
                  <li key={l.href}>
                    <Link href={l.href} aria-current={current(l.href)}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </Details>
          </li>
        ) : (
          <li key={item.href}>
            <TopLink href={item.href} aria-current={current(item.href)}>
              {item.label}
            </TopLink>
          </li>
        ),
      )}
    </>
  )
}
