import { TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { stringToHex } from '@polkadot/util'
import { cryptoWaitReady, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { deriveDevPolkadotAccount, POLKADOT_DEVNET_CHAIN } from './devPolkadotAccount'
import { formatNamespaceRequest } from './formatNamespaceRequest'
import { signNamespaceRequest } from './namespaceKeys'
import { readNamespaceRequest } from './readNamespaceRequest'
import { WalletRequestError } from './WalletRequestError'

await cryptoWaitReady()
const polkadot = await deriveDevPolkadotAccount()
const keys = { polkadot }
const addresses = { polkadot: polkadot.holds }

const payload: SignerPayloadJSON = {
  address: polkadot.address,
  blockHash: `0x${'11'.repeat(32)}`,
  blockNumber: '0x00000001',
  era: '0x00',
  genesisHash: `0x${'45'.repeat(32)}`,
  method: '0x0a0300',
  nonce: '0x00000002',
  signedExtensions: [],
  specVersion: '0x00000001',
  tip: '0x00000000000000000000000000000000',
  transactionVersion: '0x00000001',
  version: 4,
}

/** The SCALE bytes an extrinsic signature covers, from @polkadot/types. */
const payloadBytes = (json: SignerPayloadJSON) => {
  const registry = new TypeRegistry()
  registry.setSignedExtensions(json.signedExtensions)
  return registry
    .createType('ExtrinsicPayload', json, { version: json.version })
    .toU8a({ method: true })
}

describe('the polkadot namespace signed with the Polkadot dev key (sr25519)', () => {
  it('offers the Polkadot dev wallets’ key 0 on the devnet’s chopsticks chain, in its SS58 format (2)', () => {
    expect(POLKADOT_DEVNET_CHAIN).toBe('polkadot:45454545454545454545454545454545')
    expect(polkadot.address).toBe(
      encodeAddress(Uint8Array.from(Buffer.from(polkadot.publicKey.slice(2), 'hex')), 2),
    )
    // The same key in the generic format (42) is the same account.
    expect(polkadot.holds(encodeAddress(polkadot.publicKey, 42))).toBe(true)
    expect(polkadot.holds('not an address')).toBe(false)
  })

  it('polkadot_signMessage: the prompt shows the text, and the signature verifies with signatureVerify of @polkadot/util-crypto (not for another text)', async () => {
    const message = 'Sign in on Polkadot'
    const request = readNamespaceRequest(
      POLKADOT_DEVNET_CHAIN,
      'polkadot_signMessage',
      { address: polkadot.address, message: stringToHex(message) },
      addresses,
    )
    const formatted = formatNamespaceRequest(request)
    expect(formatted.title).toBe('Sign a Polkadot message')
    expect(formatted.rows).toContainEqual({ label: 'Message', value: message })
    const { signature } = (await signNamespaceRequest(request, keys)) as { signature: string }
    expect(signatureVerify(message, signature, polkadot.address)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
    expect(signatureVerify(`${message}!`, signature, polkadot.address).isValid).toBe(false)
  })

  it('polkadot_signTransaction: the prompt shows the call data and nonce, and the signature verifies over the payload’s SCALE bytes (not over another call)', async () => {
    const request = readNamespaceRequest(
      POLKADOT_DEVNET_CHAIN,
      'polkadot_signTransaction',
      { address: polkadot.address, transactionPayload: payload },
      addresses,
    )
    const { rows, title } = formatNamespaceRequest(request)
    expect(title).toBe('Sign a Polkadot transaction')
    expect(rows).toContainEqual({ label: 'Call data', value: '0x0a0300' })
    expect(rows).toContainEqual({ label: 'Nonce', value: '2' })
    const { signature } = (await signNamespaceRequest(request, keys)) as { signature: string }
    expect(signatureVerify(payloadBytes(payload), signature, polkadot.address).isValid).toBe(true)
    expect(
      signatureVerify(payloadBytes({ ...payload, method: '0x0a0301' }), signature, polkadot.address)
        .isValid,
    ).toBe(false)
  })

  it('refuses another account (4100), a transaction for another chain, a malformed payload and an unknown method (4200), before any prompt', () => {
    const read = (method: string, params: unknown) => () =>
      readNamespaceRequest(POLKADOT_DEVNET_CHAIN, method, params, addresses)
    const stranger = encodeAddress(new Uint8Array(32).fill(7), 2)
    expect(read('polkadot_signMessage', { address: stranger, message: '0x00' })).toThrow(
      expect.objectContaining({ code: 4100 }),
    )
    expect(
      read('polkadot_signTransaction', {
        address: polkadot.address,
        transactionPayload: { ...payload, genesisHash: `0x${'91'.repeat(32)}` },
      }),
    ).toThrow(`not ${POLKADOT_DEVNET_CHAIN}`)
    expect(
      read('polkadot_signTransaction', {
        address: polkadot.address,
        transactionPayload: { ...payload, nonce: 'two' },
      }),
    ).toThrow('The transactionPayload’s nonce must be hex.')
    expect(read('polkadot_signMessage', { address: polkadot.address, message: 7 })).toThrow(
      'The message must be a string.',
    )
    expect(read('polkadot_sendTransaction', { address: polkadot.address })).toThrow(
      expect.objectContaining({ code: 4200 }),
    )
    expect(read('polkadot_signMessage', null)).toThrow(WalletRequestError)
  })

  it('a request read is frozen: a dapp cannot change what the prompt showed', () => {
    const request = readNamespaceRequest(
      POLKADOT_DEVNET_CHAIN,
      'polkadot_signTransaction',
      { address: polkadot.address, transactionPayload: payload },
      addresses,
    )
    expect(Object.isFrozen(request)).toBe(true)
    if (request.method === 'polkadot_signTransaction')
      expect(Object.isFrozen(request.payload)).toBe(true)
  })
})
