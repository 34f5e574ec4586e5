/**
 * What the shared layout shows around every page (menus, footer, the phone contact bar, the WhatsApp
 * greeting), from content/. pages/+onBeforeRender.ts hands it to the renderer as data, so the renderer
 * never loads content itself.
 */
import { getContent } from './content/loader'
import type { Lang } from './editions'
import { whatsappGreeting } from './lead-forms'
import { mainNavigation } from './navigation'
import { routes } from './permalink'
import { searchKindLabel } from './search'
import type { PageHead } from './seo'

export function layoutData(pathname: string, head: PageHead, lang: Lang) {
  const content = getContent(lang)
  const navigation = content.data['strings/interface.yaml'].navigation
  return {
    nav: mainNavigation(navigation, content),
    /** The navbar's call to action, the footer's lists and the layout's labels */
    navigation: { contact: navigation.contact, company: navigation.company, legal: navigation.legal, labels: navigation.labels },
    footerServices: content.services.map((s) => ({ label: s.title, href: s.link ?? routes.service(s.slug) })),
    whatsappLabel: content.data['pages/contact.yaml'].whatsappLabel,
    // A page that names no subject (home, 404, thank-you pages) asks about the company's services in general.
    whatsapp: whatsappGreeting(head.noindex || pathname === routes.home() ? undefined : head.title, content),
    contactBar: content.data['strings/interface.yaml'].leads.contactBar,
    /**
     * The site search indexes the page's main content (not menus, footer, the 404 or an alias such as
     * /blog/post, whose canonical page is indexed instead), under this kind.
     */
    search: { indexed: !head.noindex && !head.canonical && head.searchable !== false, kind: searchKindLabel(pathname, content) },
  }
}

export type LayoutData = ReturnType<typeof layoutData>
