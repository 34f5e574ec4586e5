import { describe, expect, it, vi } from 'vitest'
import { bodyTree } from '#/lib/markdown/body'
import { inputsDigest, type PageInputs } from './last-page'

const layout = { nav: [{ label: 'Blog', href: '/blog' }], year: 2026 }
const inputs = (data: unknown, more: Partial<PageInputs> = {}): PageInputs => ({ pathname: '/blog/a', is404: false, year: 2026, layout, data, ...more })
const body = (text: string) => bodyTree(text, 'md', 'content/blog/a.md')

describe('the digest of what a page is rendered from', () => {
  it("is the same for the same inputs in another process, a body's tree made again there", async () => {
    const text = '## Why\n\nBackups fail when nobody restores them.\n'
    const first = inputsDigest(inputs({ post: { title: 'A', body: body(text) } }))
    // another build: the modules loaded again, the tree parsed again (another object)
    vi.resetModules()
    const again = { ...(await import('#/lib/markdown/body')), ...(await import('./last-page')) }
    const tree = again.bodyTree(text, 'md', 'content/blog/a.md')
    expect(tree).not.toBe(body(text))
    expect(tree).toEqual(body(text))
    expect(again.inputsDigest(inputs({ post: { title: 'A', body: tree } }))).toBe(first)
  })

  it('changes with any change of the body, the data, the layout, the address, the year or the status', () => {
    const text = '## Why\n\nBackups fail when nobody restores them.\n'
    const digest = (data: unknown, more?: Partial<PageInputs>) => inputsDigest(inputs(data, more))
    const first = digest({ post: { title: 'A', body: body(text) } })
    const others = [
      digest({ post: { title: 'A', body: body(`${text}\nOne more sentence.\n`) } }),
      digest({ post: { title: 'A', body: body(text.replace('## Why', '### Why')) } }),
      digest({ post: { title: 'B', body: body(text) } }),
      digest({ post: { title: 'A', body: body(text) } }, { layout: { ...layout, year: 2027 } }),
      digest({ post: { title: 'A', body: body(text) } }, { pathname: '/blog/b' }),
      digest({ post: { title: 'A', body: body(text) } }, { year: 2027 }),
      digest({ post: { title: 'A', body: body(text) } }, { is404: true }),
    ]
    expect(new Set([first, ...others]).size).toBe(others.length + 1)
  })

  it('writes a tree it did not get from the body parser (a copy) node by node, so a changed copy changes it', () => {
    const tree = body('Plain words.\n')
    const copy = JSON.parse(JSON.stringify(tree)) as typeof tree
    const before = inputsDigest(inputs({ body: copy }))
    ;(copy.children[0] as { children: { value: string }[] }).children[0]!.value = 'Other words.'
    expect(inputsDigest(inputs({ body: copy }))).not.toBe(before)
  })
})
