import { describe, expect, it } from 'vitest'
import { asClock, asEmail, asFlag, asHttps, asKeywords, asMinutes, asNumber } from './written-values'

describe('times and durations', () => {
  it.each([
    ['09:00', '09:00'], ['9:00', '09:00'], ['9.30', '09:30'], ['9:30 am', '09:30'], ['9am', '09:00'], ['2 pm', '14:00'],
    ['2:30 p.m.', '14:30'], ['12 pm', '12:00'], ['12:15 AM', '00:15'], ['14:30', '14:30'], [9.3, '09:30'], [14.05, '14:05'], [9.5, '09:50'],
  ])('%j is %s', (written, clock) => expect(asClock(written)).toBe(clock))
  it.each(['9', 'noon', '13 pm', '0 am', '9:5', '930', 9, 9.123])('%j stays as written (and is refused)', (written) => expect(asClock(written)).toBe(written))
  it.each([
    ['5', 5], ['5 min read', 5], ['60', 60], ['90 minutes', 90], ['45 mins', 45], ['1 hour', 60], ['1.5 hours', 90], ['2 hrs', 120], ['2h', 120],
  ])('%j is %d minutes', (written, minutes) => expect(asMinutes(written)).toBe(minutes))
  it.each(['about an hour', 'an hour', '5 days'])('%j stays as written', (written) => expect(asMinutes(written)).toBe(written))
})

describe('numbers, links and addresses', () => {
  it.each([['3', 3], [' 12 ', 12], ['-1', -1], [3, 3]])('%j is the number %d', (written, number) => expect(asNumber(written)).toBe(number))
  it.each(['three', '3rd', '', '1e3'])('%j stays as written', (written) => expect(asNumber(written)).toBe(written))
  it.each([
    ['linkedin.com/in/amina', 'https://linkedin.com/in/amina'],
    ['www.linkedin.com/in/amina', 'https://www.linkedin.com/in/amina'],
    ['http://www.linkedin.com/in/amina', 'https://www.linkedin.com/in/amina'],
    ['https://www.linkedin.com/in/amina', 'https://www.linkedin.com/in/amina'],
    ['amina', 'amina'],
  ])('the link %j is %s', (written, link) => expect(asHttps(written)).toBe(link))
  it.each([
    ['mailto:amina@kilele.co.ke', 'amina@kilele.co.ke'],
    ['Amina Hassan <amina@kilele.co.ke>', 'amina@kilele.co.ke'],
    [' amina@kilele.co.ke ', 'amina@kilele.co.ke'],
  ])('the address %j is %s', (written, address) => expect(asEmail(written)).toBe(address))
})

describe('yes-or-no and keywords', () => {
  it.each([['yes', true], ['No', false], [' TRUE ', true], ['false', false], [true, true]])('%j is %s', (written, flag) => expect(asFlag(written)).toBe(flag))
  it.each(['maybe', 'constructor', '__proto__', 1])('%j stays as written', (written) => expect(asFlag(written)).toBe(written))
  it.each([
    ['backup, SME', ['backup', 'SME']],
    ['backup', ['backup']],
    [['backup'], ['backup']],
  ])('%j is %j', (written, words) => expect(asKeywords(written)).toEqual(words))
})
