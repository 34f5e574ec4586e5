import { describe, expect, it } from 'vitest'
import { iconProblems, importsOf, layerProblems, projectIconProblems, projectLayerProblems } from './layers'

describe('layers', () => {
  it('hold in the project: no import runs up a layer', () => {
    expect(projectLayerProblems()).toEqual([])
  })

  it.each([
    ['lib importing a component', 'lib/content/check.ts', "import { names } from '../../components/mdx/names'", 'lib/ may not import components/'],
    ['lib importing a component by alias', 'lib/seo.ts', "import { Icon } from '#/components/ui/Icon'", 'lib/ may not import components/'],
    ['a component importing a page', 'components/sections/X.tsx', "import type { Data } from '#/pages/index/+data'", 'components/ may not import pages/'],
    ['a component importing the renderer', 'components/ui/X.tsx', "import { useData } from '../../renderer/useData'", 'components/ may not import renderer/'],
    ['the renderer loading content', 'renderer/+onRenderHtml.tsx', "import { getContent } from '#/lib/content/loader'", 'the renderer does not load content'],
    ['a data hook importing a component', 'pages/index/+data.ts', "import { Icon } from '#/components/ui/Icon'", 'a data hook returns data, not markup'],
    ['a data hook rendering markup', 'pages/index/+data.ts', "import { renderToStaticMarkup } from 'react-dom/server'", 'a data hook returns data, not markup'],
    ['a component adding the base by hand', 'components/sections/X.tsx', "import { withBase } from '#/lib/permalink'\nconst a = <a href={withBase('/blog')} />", 'adds the base path by hand'],
    ['a page adding the base by hand', 'pages/about/+Page.tsx', "import { routes, withBase } from '#/lib/permalink'", 'adds the base path by hand'],
    ['data adding the base by hand', 'lib/forms.ts', "import { routes, withBase } from './permalink'", 'adds the base path by hand'],
    ['lib importing a script (dynamic import)', 'lib/x.ts', "const m = await import('../scripts/build')", 'lib/ may not import scripts/'],
  ])('fail on %s', (_what, file, source, message) => {
    expect(layerProblems(file, source).join('\n')).toContain(message)
  })

  it('allow what points down', () => {
    expect(layerProblems('pages/blog/+Page.tsx', "import { BlogListView } from '#/components/templates/BlogListView'\nimport { useData } from '#/renderer/useData'")).toEqual([])
    expect(layerProblems('components/ui/Image.tsx', "import { withBase } from '#/lib/permalink'\nimport styled from 'styled-components'")).toEqual([])
    expect(layerProblems('components/ui/Link.tsx', "import { withBase } from '#/lib/permalink'\nexport const x = withBase")).toEqual([])
    expect(layerProblems('components/ui/Form.tsx', "import { withBase } from '#/lib/permalink'\nexport const x = withBase")).toEqual([])
  })

  it('reads every form of import', () => {
    expect(importsOf("import a from 'a'\nimport type { B } from \"b\"\nexport { c } from './c'\nimport './d.css'\nconst e = await import('e')")).toEqual(['a', 'b', './c', './d.css', 'e'])
  })

  it('hold for icons in the project: server-rendered modules take them from components/ui/icons.ts, islands from lucide-react, each icon from its own module', () => {
    expect(projectIconProblems()).toEqual([])
  })

  it('fail on an icon imported from the wrong place', () => {
    const files = new Map([
      ['components/ui/icons.ts', "import MailGlyph from 'lucide-react/icons/mail'"],
      ['components/ui/memo-icon.ts', "import type { LucideIcon } from 'lucide-react'"],
      ['components/islands/Form.tsx', "import { Card } from '../ui/Card'\nimport Send from 'lucide-react/icons/send'"],
      ['components/ui/Card.tsx', "import { Mail } from '#/components/ui/icons'"],
      ['components/sections/Footer.tsx', "import Mail from 'lucide-react/icons/mail'"],
      ['components/sections/Header.tsx', "import { Mail } from '../ui/icons'"],
    ])
    expect(iconProblems(files)).toEqual([
      'components/ui/Card.tsx: an island renders it in the browser; import its icons from lucide-react/icons/<name>',
      'components/sections/Footer.tsx: import its icons from components/ui/icons.ts (each made once), not from lucide-react',
    ])
  })

  it('fail on an icon taken from lucide-react\'s index, in an island or in the icon cache', () => {
    const files = new Map([
      ['components/ui/icons.ts', "import {\n  Mail as MailGlyph,\n} from 'lucide-react'"],
      ['components/islands/Form.tsx', "import { Send } from \"lucide-react\""],
      ['components/ui/memo-icon.ts', "import type { LucideIcon, LucideProps } from 'lucide-react'"],
    ])
    expect(iconProblems(files)).toEqual([
      "components/ui/icons.ts: import each icon from its own module (lucide-react/icons/<name>), not from lucide-react's index of every icon",
      "components/islands/Form.tsx: import each icon from its own module (lucide-react/icons/<name>), not from lucide-react's index of every icon",
    ])
  })
})
