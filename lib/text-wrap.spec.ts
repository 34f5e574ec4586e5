import { expect, it } from 'vitest'
import { wrapText } from './text-wrap'

it('wraps by words, cuts an over-long word, and ends a cut text with an ellipsis', () => {
  expect(wrapText('Backing up a small office in Kisumu', 12, 4)).toEqual(['Backing up a', 'small office', 'in Kisumu'])
  expect(wrapText('Supercalifragilistic', 8, 4)).toEqual(['Supercal', 'ifragili', 'stic'])
  expect(wrapText('one two three four five six', 3, 2)).toEqual(['one', 'two…'])
})
