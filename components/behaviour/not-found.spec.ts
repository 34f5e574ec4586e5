import { describe, expect, it } from 'vitest'
import { wordsOfPath } from './not-found.client'

describe('wordsOfPath', () => {
  it("gives the words of a missing address's last part", () => {
    expect(wordsOfPath('/blog/m-pesa-fraud-sim-swap-defence')).toBe('m pesa fraud sim swap defence')
    expect(wordsOfPath('/services/cyber_security/')).toBe('cyber security')
    expect(wordsOfPath('/old-site/contact-us.html')).toBe('contact us')
  })

  it('decodes escapes, and keeps a malformed one as written', () => {
    expect(wordsOfPath('/blog/usalama%20wa%20mtandao')).toBe('usalama wa mtandao')
    expect(wordsOfPath('/blog/caf%C3%A9-nairobi')).toBe('café nairobi')
    expect(wordsOfPath('/blog/100%-uptime')).toBe('100 uptime')
  })

  it('gives nothing for an address without words', () => {
    expect(wordsOfPath('/')).toBe('')
    expect(wordsOfPath('/--/')).toBe('')
  })
})
