import { expect, it } from 'vitest'
import { fillGreeting, mailLink, whatsappLink } from './reach'

it('prefills WhatsApp and e-mail with the text, encoded', () => {
  expect(whatsappLink('https://wa.me/254700000000', "Hello Kilele, I'm interested in M-Pesa & eTIMS")).toBe(
    'https://wa.me/254700000000?text=Hello%20Kilele%2C%20I\'m%20interested%20in%20M-Pesa%20%26%20eTIMS',
  )
  expect(mailLink('hello@kilele.example', 'Enquiry from the website', 'Name: Achieng\nMessage: 50% off?')).toBe(
    'mailto:hello@kilele.example?subject=Enquiry%20from%20the%20website&body=Name%3A%20Achieng%0AMessage%3A%2050%25%20off%3F',
  )
  expect(fillGreeting("Hello {name}, I'm interested in {topic}", 'Kilele', 'Cybersecurity')).toBe("Hello Kilele, I'm interested in Cybersecurity")
})
