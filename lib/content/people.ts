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
