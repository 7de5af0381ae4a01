import { describe, expect, it } from 'vitest'
import { SiwxVerificationError } from '../errors/SiwxVerificationError'
import { createSiwxMessage } from '../message/createSiwxMessage'
import {
  p2pkhSigner,
  p2trSigner,
  p2wpkhEcdsaSigner,
  p2wpkhSigner,
} from './bip122/bip122Signers.fixture'
import { createBip122Verifier } from './createBip122Verifier'
import type { VerifySiwxMessageParameters } from './SiwxVerifier'

const verifier = createBip122Verifier()
const mainnet = 'bip122:000000000019d6689c085ae165831e93'
const testnet = 'bip122:000000000933ea01ad0ee984209779ba'
const now = Date.parse('2026-11-25T10:00:00.000Z')
const nonce = 'q3X9mVb0LrT2aZ7c'
const site = { domain: 'app.example.org', uri: 'https://app.example.org/login' }

type Signer = { address: string; sign(message: string): string }

function signed(signer: Signer, chainId = mainnet, by: Signer = signer) {
  const message = createSiwxMessage({
    ...site,
    accountAddress: signer.address,
    chainId,
    nonce,
    statement: 'Sign in to Example',
    issuedAt: new Date(now - 1_000),
    expirationTime: new Date(now + 3_600_000),
  }).toString()
  return { message, signature: by.sign(message) }
}

function parameters(signer: Signer, chainId = mainnet, by: Signer = signer) {
  return {
    ...signed(signer, chainId, by),
    expected: { ...site, nonce, account: `${chainId}:${signer.address}` },
    now,
  } satisfies VerifySiwxMessageParameters
}

const refusedFor = (failure: string) =>
  expect.objectContaining({ name: 'SiwxVerificationError', failure })

const signers: [string, () => Signer][] = [
  ['P2WPKH (BIP-322, ECDSA)', () => p2wpkhSigner()],
  ['P2TR (BIP-322, Schnorr)', () => p2trSigner()],
  ['P2PKH (legacy signmessage)', () => p2pkhSigner()],
  // Issue 14: 'sign message (BIP-322, and ECDSA where the wallet only offers that)'.
  ['P2WPKH of an ECDSA-only wallet (BIP-137, header 39-42)', () => p2wpkhEcdsaSigner()],
  ['P2WPKH of an ECDSA-only wallet (header 31-34)', () => p2wpkhEcdsaSigner(undefined, 31)],
]

describe('createBip122Verifier with real keys', () => {
  for (const [kind, create] of signers) {
    it(`verifies a Bitcoin SIWX message signed by a ${kind} address, and refuses it tampered or signed by another key`, async () => {
      const signer = create()
      const valid = parameters(signer)
      expect(valid.message.split('\n')[0]).toBe(
        'app.example.org wants you to sign in with your Bitcoin account:',
      )
      await expect(verifier.verify(valid)).resolves.toMatchObject({
        accountAddress: signer.address,
        chainId: mainnet,
      })
      const tampered = { ...valid, message: valid.message.replace('Example', 'Exemple') }
      await expect(verifier.verify(tampered)).rejects.toEqual(refusedFor('invalid-signature'))
      const forged = parameters(signer, mainnet, create())
      await expect(verifier.verify(forged)).rejects.toEqual(refusedFor('invalid-signature'))
    })
  }

  it('verifies a taproot signature with an explicit SIGHASH_ALL byte', async () => {
    const signer = p2trSigner()
    const all = { address: signer.address, sign: (m: string) => signer.sign(m, 0x01) }
    await expect(verifier.verify(parameters(all))).resolves.toMatchObject({
      accountAddress: signer.address,
    })
  })

  it('verifies testnet addresses on testnet, and refuses a mainnet address on testnet and the reverse (chain-mismatch)', async () => {
    const testSigner = p2wpkhSigner(undefined, 'tb')
    await expect(verifier.verify(parameters(testSigner, testnet))).resolves.toMatchObject({
      chainId: testnet,
    })
    await expect(verifier.verify(parameters(testSigner, mainnet))).rejects.toEqual(
      refusedFor('chain-mismatch'),
    )
    await expect(verifier.verify(parameters(p2pkhSigner(), testnet))).rejects.toEqual(
      refusedFor('chain-mismatch'),
    )
  })

  it('refuses a P2SH address, a signature that is not base64, and a message for another domain', async () => {
    const signer = p2wpkhSigner()
    const p2sh = { address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', sign: signer.sign }
    await expect(verifier.verify(parameters(p2sh))).rejects.toEqual(refusedFor('invalid-signature'))
    const garbled = { ...parameters(signer), signature: '%%%' }
    await expect(verifier.verify(garbled)).rejects.toThrow(SiwxVerificationError)
    const elsewhere = {
      ...parameters(signer),
      expected: { ...parameters(signer).expected, domain: 'x.org' },
    }
    await expect(verifier.verify(elsewhere)).rejects.toEqual(refusedFor('domain-mismatch'))
  })
})
