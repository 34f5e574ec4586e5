import type { IStyleSheetContext } from 'styled-components'
import { describe, expect, it } from 'vitest'
import { MAX_RESULTS, memoized } from './stylis-cache'

type Stringifier = IStyleSheetContext['stylis']

/** A stand-in for stylis: its rules name every argument, and it counts its calls. */
function counting() {
  const calls: string[] = []
  const stylis = Object.assign((css: string, selector?: string, prefix?: string, componentId?: string) => {
    calls.push(css)
    return [`${componentId}|${selector}|${prefix}|${css}`]
  }, { hash: 'h' }) as unknown as Stringifier
  return { stylis, calls }
}

describe('memoized stylis', () => {
  it('gives what stylis gives for the same arguments, asking it once', () => {
    const { stylis, calls } = counting()
    const memo = memoized(stylis)
    expect(memo.hash).toBe('h')
    const css = `color:red;${'x'.repeat(100)}`
    expect(memo(css, '.a', undefined, 'c1')).toEqual(['c1|.a|undefined|' + css])
    expect(memo(`color:red;${'x'.repeat(100)}`, '.a', undefined, 'c1')).toEqual(['c1|.a|undefined|' + css])
    expect(calls).toHaveLength(1)
  })

  it('asks stylis again when any argument differs', () => {
    const { stylis, calls } = counting()
    const memo = memoized(stylis)
    memo('color:red', '.a', undefined, 'c1')
    expect(memo('color:blue', '.a', undefined, 'c1')).toEqual(['c1|.a|undefined|color:blue'])
    expect(memo('color:red', '.b', undefined, 'c1')).toEqual(['c1|.b|undefined|color:red'])
    expect(memo('color:red', '.a', 'p', 'c1')).toEqual(['c1|.a|p|color:red'])
    expect(memo('color:red', '.a', undefined, 'c2')).toEqual(['c2|.a|undefined|color:red'])
    // the arguments run together differently
    expect(memo('b\0color:red', '.a', undefined, 'c1')).toEqual(['c1|.a|undefined|b\0color:red'])
    expect(calls).toHaveLength(6)
  })

  it('keeps at most MAX_RESULTS results, then starts again', () => {
    const { stylis, calls } = counting()
    const memo = memoized(stylis)
    for (let i = 0; i < MAX_RESULTS; i++) memo(`a:${i}`, '.a', undefined, 'c')
    memo('a:0', '.a', undefined, 'c')
    expect(calls).toHaveLength(MAX_RESULTS)
    memo('new', '.a', undefined, 'c')
    memo('a:1', '.a', undefined, 'c')
    expect(calls).toHaveLength(MAX_RESULTS + 2)
    memo('new', '.a', undefined, 'c')
    expect(calls).toHaveLength(MAX_RESULTS + 2)
  })
})
