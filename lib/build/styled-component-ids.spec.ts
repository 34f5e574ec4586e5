import { describe, expect, it } from 'vitest'
import type { ResolvedConfig } from 'vite'
import { styledComponentIds } from './styled-component-ids'

const SOURCE = `import styled from 'styled-components'
type Props = { $wide: boolean }
export const Box = styled.div<Props>\`
  max-width: \${({ $wide }) => ($wide ? '80rem' : '40rem')};
  margin: 0 auto;
\`
export const Row = styled.section\`display: flex;\`
export const Wrapped = () => <Box $wide>text</Box>
`

/** The plugin's output for `file` in a project whose root is `root`, as Vite's build gives it. */
async function transformed(root: string, file: string, code = SOURCE): Promise<string | undefined> {
  const plugin = styledComponentIds() as unknown as { configResolved: (config: ResolvedConfig) => void; transform: (code: string, id: string) => Promise<{ code: string } | null> }
  plugin.configResolved({ root, command: 'build', build: { sourcemap: false } } as ResolvedConfig)
  return (await plugin.transform(code, `${root}/${file}`))?.code
}

const ids = (code = '') => [...code.matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1])

describe('styledComponentIds', () => {
  it('gives each styled component an id from its file\'s place in the project, whatever folder the project is in', async () => {
    const here = await transformed('/work/kilele', 'components/ui/Box.tsx')
    const there = await transformed('/tmp/kilele-copy-x1', 'components/ui/Box.tsx')
    expect(ids(here)).toHaveLength(2)
    expect(here).toBe(there)
    // another file's components get other ids, so two files' class names never meet
    const other = await transformed('/work/kilele', 'components/ui/Other.tsx')
    expect(ids(other)).toHaveLength(2)
    expect(ids(other).some((id) => ids(here).includes(id))).toBe(false)
  })

  it('leaves the JSX to Vite\'s own transform and strips only the types', async () => {
    const code = (await transformed('/work/kilele', 'components/ui/Box.tsx'))!
    expect(code).toContain('<Box $wide>text</Box>')
    expect(code).not.toContain('type Props')
  })

  it('leaves files without styled-components, and dependencies, alone', async () => {
    expect(await transformed('/work/kilele', 'lib/permalink.ts', 'export const x = 1')).toBeUndefined()
    expect(await transformed('/work/kilele', 'node_modules/notistack/index.js')).toBeUndefined()
  })
})
