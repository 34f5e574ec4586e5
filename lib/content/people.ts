import { distance } from './field-messages'

/** "Dr. Peter Ochieng" and "peter  ochieng" are the same person. */
export function personKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\b(dr|mr|mrs|ms|prof|eng)\b\.?/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The team member a post names as its author, if any. */
export function teamMemberNamed<M extends { name: string }>(team: M[], name: string): M | undefined {
  const key = personKey(name)
  return team.find((member) => personKey(member.name) === key)
}

/**
 * Whether `written` is a slip of the keyboard in `word`: one letter off, two in a word of eight letters or more.
 * Words of lengths further apart are not compared at all (a file may hold a name of any length).
 */
function slipOf(written: string, word: string): boolean {
  const allowed = Math.min(written.length, word.length) >= 8 ? 2 : 1
  return Math.abs(written.length - word.length) <= allowed && distance(written, word) <= allowed
}

/**
 * The name in `names` that `name` misspells, if any: the same words but for a letter or two in some of them
 * ("Brian Otienno", "Wanjiru Kamua"), or the same letters spaced otherwise ("BrianOtieno"). Two people who share
 * a surname are two people: "Amina Odhiambo" is a guest author beside a member named Achieng Odhiambo, and so is
 * "Mary Wanjiru" beside Mercy Wanjiru.
 */
export function misspeltName(name: string, names: string[]): string | undefined {
  const words = personKey(name).split(' ')
  return names.find((candidate) => {
    const theirs = personKey(candidate).split(' ')
    if (theirs.join('') === words.join('')) return true
    return theirs.length === words.length && theirs.every((word, at) => slipOf(words[at]!, word))
  })
}
