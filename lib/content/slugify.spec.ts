import { describe, expect, it } from 'vitest'
import { slugify } from './slugify'

describe('slugify', () => {
  it.each([
    ['Backing Up a Small Office in Kisumu', 'backing-up-a-small-office-in-kisumu'],
    ['M-Pesa & eTIMS: What Changes in 2027?', 'm-pesa-and-etims-what-changes-in-2027'],
    ['Café  Ümlaut -- Test', 'cafe-umlaut-test'],
    ["A Nyeri Clinic's Records, Kenya’s Rules", 'a-nyeri-clinics-records-kenyas-rules'],
    ['A very long title that goes on and on about many things in Nairobi and beyond it', 'a-very-long-title-that-goes-on-and-on-about-many-things-in'],
  ])('%s -> %s', (title, slug) => expect(slugify(title)).toBe(slug))
})
