import { describe, expect, it } from 'vitest'
import { misspeltName, personKey } from './people'

describe('people', () => {
  const team = ['Brian Otieno', 'Achieng Odhiambo', 'Wanjiru Kamau', 'Mercy Wanjiru', 'Dr. Peter Ochieng']

  it('takes a title, capitals, spacing and punctuation as the same person', () => {
    expect(personKey('Dr. Peter  Ochieng')).toBe(personKey('peter ochieng'))
  })

  it('finds the member a name misspells: a letter or two in a word, or the spaces', () => {
    expect(misspeltName('Brian Otienno', team)).toBe('Brian Otieno')
    expect(misspeltName('Brain Otieno', team)).toBe('Brian Otieno')
    expect(misspeltName('Wanjiru Kamua', team)).toBe('Wanjiru Kamau')
    expect(misspeltName('BrianOtieno', team)).toBe('Brian Otieno')
    expect(misspeltName('Peter Ocheing', team)).toBe('Dr. Peter Ochieng')
  })

  it('takes another person who shares a surname, or a whole other name, as a guest', () => {
    expect(misspeltName('Amina Odhiambo', team)).toBeUndefined()
    expect(misspeltName('Mary Wanjiru', team)).toBeUndefined()
    expect(misspeltName('Brian Kiprop', team)).toBeUndefined()
    expect(misspeltName('Brian', team)).toBeUndefined()
    expect(misspeltName('Grace Njeri', team)).toBeUndefined()
  })

  it('answers at once for a name of any length', () => {
    const started = performance.now()
    expect(misspeltName(`${'a'.repeat(2_000_000)} ${'b'.repeat(2_000_000)}`, team)).toBeUndefined()
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
