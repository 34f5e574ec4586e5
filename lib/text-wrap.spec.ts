import { expect, it } from 'vitest'
import { balancedText, wordsFit, wrapText } from './text-wrap'

it('wraps by words, cuts an over-long word, and ends a cut text with an ellipsis within the width', () => {
  expect(wrapText('Backing up a small office in Kisumu', 12, 4)).toEqual(['Backing up a', 'small office', 'in Kisumu'])
  expect(wrapText('Supercalifragilistic', 8, 4)).toEqual(['Supercal', 'ifragili', 'stic'])
  expect(wrapText('one two three four five six', 3, 2)).toEqual(['one', 'tw…'])
  expect(wrapText('one two three four five six', 4, 2)).toEqual(['one', 'two…'])
})

it('measures with the font when given a measure', () => {
  // a font whose "w" is three times as wide as any other letter
  const measure = (text: string) => Array.from(text).reduce((width, char) => width + (char === 'w' ? 3 : 1), 0)
  expect(wrapText('wow ok so', 10, 3, measure)).toEqual(['wow ok', 'so'])
  expect(wrapText('www', 6, 3, measure)).toEqual(['ww', 'w'])
  expect(wrapText('wow wow wow', 7, 2, measure)).toEqual(['wow', 'wo…'])
})

it('leaves out a word the font draws nothing of', () => {
  const measure = (text: string) => Array.from(text.replace(/🚀/gu, '')).length
  expect(wrapText('CCTV 🚀 today and tomorrow', 10, 2, measure)).toEqual(['CCTV today', 'and…'])
})

it('balances the lines of a wrapped text, leaving no lone word on the last', () => {
  const text = 'Round-the-clock surveillance you can rely on'
  expect(wrapText(text, 40, 2)).toEqual(['Round-the-clock surveillance you can', 'rely on'])
  expect(balancedText(text, 40, 2)).toEqual(['Round-the-clock surveillance', 'you can rely on'])
  // one line, or a cut text, stays as wrapText made it
  expect(balancedText('Short', 40, 2)).toEqual(['Short'])
  expect(balancedText('a '.repeat(60).trim(), 20, 2)).toEqual(wrapText('a '.repeat(60).trim(), 20, 2))
})

it('never balances a word that fitted whole into two pieces', () => {
  expect(balancedText('Observability xy', 14, 2)).toEqual(['Observability', 'xy'])
  expect(balancedText('Their Cluster Observability Gateway', 14, 3)).toEqual(['Their Cluster', 'Observability', 'Gateway'])
  expect(wordsFit('Their Cluster', 7)).toBe(true)
  expect(wordsFit('Observability', 12)).toBe(false)
})
