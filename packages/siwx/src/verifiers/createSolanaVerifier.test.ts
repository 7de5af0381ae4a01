import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { SiwxVerificationError } from '../errors/SiwxVerificationError'
import { type CreateSiwxMessageParameters, createSiwxMessage } from '../message/createSiwxMessage'
import { createSolanaVerifier } from './createSolanaVerifier'
import type { SiwxExpectation, VerifySiwxMessageParameters } from './SiwxVerifier'

// Real ed25519 keypairs, as a Solana wallet holds them.
function createKeypair() {
  const secretKey = ed25519.utils.randomPrivateKey()
  const address = base58.encode(ed25519.getPublicKey(secretKey))
  const sign = (message: string) =>
    base58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey))
  return { address, sign }
}

const verifier = createSolanaVerifier()
const wallet = createKeypair()
const other = createKeypair()
const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const now = Date.parse('2026-11-25T10:00:00.000Z')
const nonce = 'q3X9mVb0LrT2aZ7c'

const fields: CreateSiwxMessageParameters = {
  accountAddress: wallet.address,
  chainId: mainnet,
  domain: 'app.example.org',
  uri: 'https://app.example.org/login',
  nonce,
  statement: 'Sign in to Example',
  issuedAt: new Date(now - 1_000),
  expirationTime: new Date(now + 3_600_000),
}
const expected: SiwxExpectation = {
  domain: 'app.example.org',
  uri: 'https://app.example.org',
  nonce,
  account: `${mainnet}:${wallet.address}`,
}

function signed(overrides: Partial<CreateSiwxMessageParameters> = {}, signer = wallet) {
  const message = createSiwxMessage({ ...fields, ...overrides }).toString()
  return { message, signature: signer.sign(message) }
}

const refusedFor = (failure: string) =>
  expect.objectContaining({ name: 'SiwxVerificationError', failure })

describe('createSolanaVerifier (ed25519 with a real keypair)', () => {
  it('verifies a Solana message the account signed, bound to the site, nonce, chain and account', async () => {
    const { message, signature } = signed()
    expect(
      message.startsWith('app.example.org wants you to sign in with your Solana account:'),
    ).toBe(true)
    await expect(verifier.verify({ message, signature, expected, now })).resolves.toMatchObject({
      accountAddress: wallet.address,
      chainId: mainnet,
    })
  })

  const hostile: [string, () => VerifySiwxMessageParameters, string][] = [
    [
      'a replayed nonce',
      () => ({ ...signed(), expected: { ...expected, nonce: 'fresh0nce1234' }, now }),
      'nonce-mismatch',
    ],
    [
      'another domain',
      () => ({ ...signed({ domain: 'evil.example' }), expected, now }),
      'domain-mismatch',
    ],
    [
      'another URI',
      () => ({ ...signed({ uri: 'http://app.example.org/login' }), expected, now }),
      'uri-mismatch',
    ],
    [
      'an expired message',
      () => ({ ...signed({ expirationTime: new Date(now - 1) }), expected, now }),
      'expired',
    ],
    [
      'a message not yet valid',
      () => ({ ...signed({ notBefore: new Date(now + 1) }), expected, now }),
      'not-yet-valid',
    ],
    [
      'an invalid date, signed',
      () => {
        const message = signed().message.replace(
          /Issued At: .*/,
          'Issued At: 2026-02-30T10:00:00.000Z',
        )
        return { message, signature: wallet.sign(message), expected, now }
      },
      'invalid-message',
    ],
    [
      'a tampered statement',
      () => {
        const { message, signature } = signed()
        return { message: message.replace('Example', 'Exemple'), signature, expected, now }
      },
      'invalid-signature',
    ],
    [
      "another key's signature",
      () => ({ ...signed({}, other), expected, now }),
      'invalid-signature',
    ],
    [
      'a message for devnet while connected on mainnet',
      () => ({ ...signed({ chainId: devnet }), expected, now }),
      'chain-mismatch',
    ],
    [
      'a message for another account',
      () => ({ ...signed({ accountAddress: other.address }, other), expected, now }),
      'address-mismatch',
    ],
    [
      'a signature that is not base58',
      () => ({ message: signed().message, signature: '0OIl', expected, now }),
      'invalid-signature',
    ],
    [
      'a signature of 63 bytes',
      () => ({
        message: signed().message,
        signature: base58.encode(new Uint8Array(63).fill(7)),
        expected,
        now,
      }),
      'invalid-signature',
    ],
    [
      'an EVM message',
      () => ({
        ...signed({
          chainId: 'eip155:1',
          accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        }),
        expected,
        now,
      }),
      'unsupported-namespace',
    ],
  ]
  for (const [name, build, failure] of hostile) {
    it(`refuses ${name} (${failure})`, async () => {
      const parameters = build()
      await expect(verifier.verify(parameters)).rejects.toThrow(SiwxVerificationError)
      await expect(verifier.verify(parameters)).rejects.toEqual(refusedFor(failure))
    })
  }

  it('refuses when called without an expected domain or nonce', async () => {
    const { message, signature } = signed()
    const { domain: _d, ...noDomain } = expected
    const { nonce: _n, ...noNonce } = expected
    for (const partial of [noDomain, noNonce])
      await expect(
        verifier.verify({ message, signature, expected: partial as SiwxExpectation, now }),
      ).rejects.toEqual(refusedFor('invalid-expectation'))
  })
})
