/**
 * Links that reach a person with a message already written: WhatsApp (wa.me) and e-mail (mailto:).
 * Browser-safe (no site.config): the numbers and addresses come in as arguments.
 */

/** https://wa.me/<digits>?text=<message>; `chat` is the bare wa.me link of site.config.ts. */
export function whatsappLink(chat: string, text: string): string {
  return `${chat}?text=${encodeURIComponent(text)}`
}

/** mailto: with subject and body, encoded as RFC 6068 wants (%20, not +). */
export function mailLink(address: string, subject: string, body: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/** "Hello {name}, I'm interested in {topic}" with both filled in. */
export function fillGreeting(pattern: string, name: string, topic: string): string {
  return pattern.replaceAll('{name}', name).replaceAll('{topic}', topic)
}
