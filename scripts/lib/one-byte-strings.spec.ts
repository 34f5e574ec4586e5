import v8 from 'node:v8'
import { describe, expect, it } from 'vitest'
import { oneByteString, withOneByteStrings } from './one-byte-strings.mjs'

/** Whether V8 holds `text` at two bytes a character: its serialisation says so (tag "c" against '"' for one byte). */
const twoByte = (text: string) => v8.serialize(text)[2] !== 0x22

/** A value as the YAML reader cuts it from a file with a curly quote elsewhere: two-byte, though all Latin-1. */
const cutFromTwoByte = (text: string) => `\u201c${text}`.slice(1)

describe('withOneByteStrings', () => {
  it('makes a string of Latin-1 characters one-byte, wherever in the value it is, and leaves the others as they are', () => {
    const kept = '“Karibu” — welcome'
    const value = { title: cutFromTwoByte('Kilele Technologies'), tags: [cutFromTwoByte('cloud'), kept], nested: { city: cutFromTwoByte('Nairobi, Kenyá') }, set: new Set([cutFromTwoByte('security')]) }
    expect([value.title, value.tags[0]!, value.nested.city, [...value.set][0]!].every(twoByte)).toBe(true)
    const copy = withOneByteStrings(value)
    expect(copy).toEqual(value)
    expect([copy.title, copy.tags[0]!, copy.nested.city, [...copy.set][0]!].some(twoByte)).toBe(false)
    expect(copy.tags[1]).toBe(kept)
    // the rule itself, which the prerender worker applies to Vike's piece
    expect(twoByte(oneByteString(cutFromTwoByte('Kilele Technologies')))).toBe(false)
    expect(oneByteString(kept)).toBe(kept)
    expect(twoByte(copy.tags[1]!)).toBe(true)
  })

  it('copies an object met twice once, keeps dates and maps as they are, and leaves numbers and the input alone', () => {
    const shared = { name: cutFromTwoByte('Amina Hassan') }
    const date = new Date('2026-11-28T00:00:00Z')
    const map = new Map([['key', 'value']])
    const value = { author: shared, reviewer: shared, date, map, count: 3, none: null, missing: undefined }
    const copy = withOneByteStrings(value)
    expect(copy.author).toBe(copy.reviewer)
    expect(copy.author).not.toBe(shared)
    expect(copy.date).toBe(date)
    expect(copy.map).toBe(map)
    expect(copy).toEqual(value)
    expect(twoByte(value.author.name)).toBe(true)
  })
})
