import { describe, expect, it } from 'vitest'
import { MAX_PAIRING_URI_LENGTH, parsePairingUri } from './parsePairingUri'

const topic = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9'
const symKey = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const now = Date.UTC(2026, 0, 1)
const future = Math.floor(now / 1000) + 300
const valid = `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=${future}`

describe('parsePairingUri', () => {
  it('reads topic, symKey, relay protocol and expiry of a v2 URI', () => {
    expect(parsePairingUri(`  ${valid}\n`, now)).toEqual({
      topic,
      symKey,
      relayProtocol: 'irn',
      expiryTimestamp: future,
    })
  })

  it('accepts a v2 URI without expiryTimestamp (and extra parameters)', () => {
    const uri = `wc:${topic}@2?symKey=${symKey}&relay-protocol=irn&methods=wc_sessionPropose`
    expect(parsePairingUri(uri, now)).toEqual({ topic, symKey, relayProtocol: 'irn' })
  })

  it('HOSTILE B: a WC pair URI that is empty or a number is rejected', () => {
    expect(() => parsePairingUri('', now)).toThrow('Paste a pairing URI')
    expect(() => parsePairingUri('   ', now)).toThrow(expect.objectContaining({ problem: 'empty' }))
    expect(() => parsePairingUri(42, now)).toThrow(expect.objectContaining({ problem: 'empty' }))
  })

  it('HOSTILE B: a v1 URI (no relay-protocol) is rejected with the version named', () => {
    const v1 = 'wc:8a5e5bdc-a0e4-4702-ba63-8f1a5655744f@1?bridge=https%3A%2F%2Fb.example&key=41'
    expect(() => parsePairingUri(v1, now)).toThrow(
      'This is a WalletConnect version 1 URI; only version 2 is supported.',
    )
    const noProtocol = `wc:${topic}@2?symKey=${symKey}`
    expect(() => parsePairingUri(noProtocol, now)).toThrow(
      expect.objectContaining({ problem: 'relay-protocol' }),
    )
  })

  it('HOSTILE B: a URI missing symKey (or with a short one) is rejected', () => {
    expect(() => parsePairingUri(`wc:${topic}@2?relay-protocol=irn`, now)).toThrow(
      'The URI has no valid symKey (64 hex characters).',
    )
    expect(() => parsePairingUri(`wc:${topic}@2?relay-protocol=irn&symKey=abcd`, now)).toThrow(
      expect.objectContaining({ problem: 'sym-key' }),
    )
  })

  it('rejects other schemes, a malformed shape and a bad topic with a plain reason', () => {
    expect(() => parsePairingUri('https://example.com', now)).toThrow(
      'A pairing URI starts with "wc:".',
    )
    expect(() => parsePairingUri(`wc:${topic}`, now)).toThrow(
      expect.objectContaining({ problem: 'malformed' }),
    )
    expect(() => parsePairingUri(`wc:XYZ@2?relay-protocol=irn&symKey=${symKey}`, now)).toThrow(
      'The pairing topic must be 64 lowercase hex characters.',
    )
  })

  it('rejects an expired pairing and a non-numeric expiry', () => {
    const past = Math.floor(now / 1000) - 1
    expect(() =>
      parsePairingUri(
        `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=${past}`,
        now,
      ),
    ).toThrow('This pairing URI has expired: ask the dapp for a new one.')
    expect(() =>
      parsePairingUri(
        `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=soon`,
        now,
      ),
    ).toThrow(expect.objectContaining({ problem: 'expiry' }))
  })

  it('rejects a URI longer than the cap before parsing it', () => {
    const long = `${valid}&pad=${'x'.repeat(MAX_PAIRING_URI_LENGTH)}`
    expect(() => parsePairingUri(long, now)).toThrow(
      expect.objectContaining({ problem: 'too-long' }),
    )
  })
})
