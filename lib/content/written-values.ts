/**
 * Values as writers write them, read as the schema wants them (lib/content/schema.ts applies each before its
 * check): "5 min read", "9:30 am", order: "3", "linkedin.com/in/…", "mailto:…", draft: yes, tags: backup, SME.
 * Each returns what it cannot read unchanged, so the schema refuses it with its own message.
 */

/** Minutes as writers write them: "5", "5 min", "5 mins", "5 minutes", "5 min read" (as the card shows it), "1 hour", "1.5 hours", "2 hrs". */
export const asMinutes = (value: unknown): unknown => {
  if (typeof value !== 'string') return value
  const minutes = /^\s*(\d+)\s*(?:min(?:ute)?s?\.?)?(?:\s+read)?\s*$/i.exec(value)?.[1]
  if (minutes !== undefined) return Number(minutes)
  const hours = /^\s*(\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?)\.?\s*$/i.exec(value)?.[1]
  return hours === undefined ? value : Number(hours) * 60
}

/** A clock time as writers write it, "9:00", "9.30" (quoted or not), "9:30 am", "2 pm", "2:30 p.m.", as HH:MM (24-hour); anything else as written. */
export const asClock = (written: unknown): unknown => {
  // YAML reads an unquoted 9.30 as the number 9.3
  const value = typeof written === 'number' && /^\d{1,2}\.\d{1,2}$/.test(String(written)) ? String(written).replace(/\.(\d)$/, (_, tenths: string) => `.${tenths}0`) : written
  if (typeof value !== 'string') return written
  const time = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?\s*$/i.exec(value)
  if (!time || (time[2] === undefined && time[3] === undefined)) return written
  let hour = Number(time[1])
  const half = time[3]?.toLowerCase()
  if (half && (hour < 1 || hour > 12)) return written
  if (half === 'p' && hour < 12) hour += 12
  if (half === 'a' && hour === 12) hour = 0
  return `${String(hour).padStart(2, '0')}:${time[2] ?? '00'}`
}

/** A number in quotes ("3"), as a writer who quotes every value writes it, is that number. */
export const asNumber = (value: unknown): unknown => (typeof value === 'string' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : value)

/** An https:// link as writers write it: "linkedin.com/in/amina" and "http://..." are given https://. */
export const asHttps = (value: unknown): unknown => {
  if (typeof value !== 'string') return value
  const link = value.trim()
  if (/^http:\/\//i.test(link)) return `https://${link.slice('http://'.length)}`
  return /^(?:www\.)?[\w-]+(?:\.[\w-]+)+\//i.test(link) ? `https://${link}` : link
}

/** An e-mail address as writers write it: "mailto:amina@…" and "Amina Hassan <amina@…>" are the address. */
export const asEmail = (value: unknown): unknown => {
  if (typeof value !== 'string') return value
  const address = /<([^<>\s]+)>\s*$/.exec(value)?.[1] ?? value.trim()
  return address.replace(/^mailto:/i, '')
}

/** true or false; yes and no too (YAML 1.2 reads them as words, and writers write them). */
const flagWords = new Map([['true', true], ['yes', true], ['false', false], ['no', false]])
export const asFlag = (value: unknown): unknown => (typeof value === 'string' ? (flagWords.get(value.trim().toLowerCase()) ?? value) : value)

/** A list of keywords; one line of them separated by commas ("backup, SME") is that list too. */
export const asKeywords = (value: unknown): unknown => (typeof value === 'string' ? value.split(',').map((word) => word.trim()).filter(Boolean) : value)
