import { describe, expect, it } from 'vitest'
import { structureDifferences } from './translations'

const english = { id: 'pos', title: 'Point of Sale', hero: { title: 'T', subtitle: 'S' }, features: ['a', 'b'], order: 1 }

describe('a translation has the structure of its English file', () => {
  it('accepts other words in the same structure', () => {
    expect(structureDifferences(english, { id: 'pos', title: 'Mfumo wa Mauzo', hero: { title: 'X', subtitle: 'Y' }, features: ['c', 'd'], order: 1 })).toEqual([])
  })

  it('names each difference with its place', () => {
    const found = structureDifferences(english, { id: 'pos-sw', title: ['x'], hero: { title: 'X', extra: 'Z' }, features: ['c'], order: 1 })
    expect(found.map((d) => [d.at.join('.'), d.message.split(';')[0]])).toEqual([
      ['id', 'must be "pos" as in the English file: it names the page, so a translation keeps it'],
      ['title', 'is a list here but text in the English file'],
      ['hero.subtitle', 'is missing'],
      ['hero.extra', 'is not in the English file'],
      ['features', 'has 1 item'],
    ])
  })

  it('takes one value written two ways as the same: yes and true, "3" and 3, a line of keywords and a list', () => {
    const post = { title: 'Backups', draft: true, tags: ['backup', 'SME'], order: 3 }
    expect(structureDifferences(post, { title: 'Nakala', draft: 'yes', tags: 'nakala, SME', order: '3' })).toEqual([])
    expect(structureDifferences({ ...post, order: '3' }, { title: 'Nakala', draft: true, tags: ['nakala', 'SME'], order: 3 })).toEqual([])
    expect(structureDifferences({ ...post, draft: 'no', tags: 'backup, SME' }, { title: 'Nakala', draft: false, tags: ['nakala', 'SME'], order: 3 })).toEqual([])
    expect(structureDifferences(post, { title: 'Nakala', draft: 'maybe', tags: 'nakala, SME, wingu', order: 3 }).map((d) => [d.at.join('.'), d.message.split(';')[0]])).toEqual([
      ['draft', 'is text here but true or false in the English file'],
      ['tags', 'has 3 items'],
    ])
  })
})
