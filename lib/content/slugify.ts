/** "Backing Up a Small Office in Kisumu!" -> "backing-up-a-small-office-in-kisumu" (at most 60 characters, on a word). */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    // an apostrophe joins its word ("Clinic's" is "clinics", not "clinic-s")
    .replace(/['\u2018\u2019`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  let slug = ''
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word
    if (next.length > 60 && slug) break
    slug = next
  }
  return slug.slice(0, 60)
}
