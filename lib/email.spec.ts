import { expect, it } from 'vitest'
import { checkEmail } from './email'

it.each([
  ['', 'empty'],
  ['   ', 'empty'],
  ['wanjiru', 'invalid'],
  ['wanjiru@', 'invalid'],
  ['wanjiru@kilele', 'invalid'],
  ['wan jiru@kilele.example', 'invalid'],
  ['wanjiru@kilele.example', 'ok'],
  [' wanjiru@kilele.co.ke ', 'ok'],
])('%j -> %s', (value, expected) => {
  expect(checkEmail(value)).toBe(expected)
})
