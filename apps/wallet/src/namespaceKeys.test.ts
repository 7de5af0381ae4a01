import { createPrivateKey, createPublicKey, verify } from 'node:crypto'
import { SOLANA_DEV_SEEDS } from '@appkit/dev-wallet/solana'
import { decodeBitcoinAddress, verifyBip322Simple } from '@appkit/siwx'
import { base58, hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { BITCOIN_REGTEST_CHAIN, deriveDevBitcoinAccount } from './devBitcoinAccount'
import { deriveDevSolanaAccount, SOLANA_DEVNET_CHAIN } from './devSolanaAccount'
import { formatNamespaceRequest } from './formatNamespaceRequest'
import { signNamespaceRequest } from './namespaceKeys'
import { readNamespaceRequest } from './readNamespaceRequest'
import { WalletRequestError } from './WalletRequestError'

const solana = deriveDevSolanaAccount()
const bitcoin = deriveDevBitcoinAccount()
const keys = { solana, bitcoin }
const addresses = {
  solana: solana.address,
  bitcoin: bitcoin.addresses.map((entry) => entry.address),
}

describe('Solana and Bitcoin messages signed over WalletConnect with the dev keys', () => {
  it('solana_signMessage: the prompt shows the text, and the base58 signature verifies with Node’s own ed25519 for the dev wallets’ first Solana key', async () => {
    // The same key as the Solana dev wallet's first seed (m/44'/501'/0'/0').
    const seed = createPrivateKey({
      key: Buffer.concat([
        Buffer.from('302e020100300506032b657004220420', 'hex'),
        hex.decode(SOLANA_DEV_SEEDS[0] ?? ''),
      ]),
      format: 'der',
      type: 'pkcs8',
    })
    const publicKey = createPublicKey(seed).export({ format: 'der', type: 'spki' }).subarray(12)
    expect(base58.encode(publicKey)).toBe(solana.address)

    const bytes = new TextEncoder().encode('Sign in on Solana')
    const request = readNamespaceRequest(
      SOLANA_DEVNET_CHAIN,
      'solana_signMessage',
      { message: base58.encode(bytes), pubkey: solana.address },
      addresses,
    )
    expect(formatNamespaceRequest(request).rows).toContainEqual({
      label: 'Message',
      value: 'Sign in on Solana',
    })
    const { signature } = (await signNamespaceRequest(request, keys)) as { signature: string }
    expect(verify(null, bytes, createPublicKey(seed), base58.decode(signature))).toBe(true)
  })

  it('bip122 signMessage: a BIP-322 signature of the payment and of the ordinal address that the siwx verifier accepts', async () => {
    expect(bitcoin.addresses.map((entry) => entry.intention)).toEqual(['payment', 'ordinal'])
    for (const { address } of bitcoin.addresses) {
      const request = readNamespaceRequest(
        BITCOIN_REGTEST_CHAIN,
        'signMessage',
        { account: bitcoin.address, address, message: 'Sign in on Bitcoin', protocol: 'bip322' },
        addresses,
      )
      const answer = (await signNamespaceRequest(request, keys)) as {
        address: string
        signature: string
      }
      expect(answer.address).toBe(address)
      const decoded = decodeBitcoinAddress(address)
      if (!decoded) throw new Error(`${address} does not decode`)
      const witness = Buffer.from(answer.signature, 'hex').toString('base64')
      expect(verifyBip322Simple(decoded, 'Sign in on Bitcoin', witness)).toBe(true)
      expect(verifyBip322Simple(decoded, 'Another message', witness)).toBe(false)
    }
  })

  it('refuses an address it holds no key for (4100), another method (4200) and ECDSA (-32602)', () => {
    const read = (chain: string, method: string, params: unknown) => () =>
      readNamespaceRequest(chain, method, params, addresses)
    const codeOf = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        return error instanceof WalletRequestError ? error.code : undefined
      }
      return undefined
    }
    expect(
      codeOf(read(SOLANA_DEVNET_CHAIN, 'solana_signMessage', { message: '2', pubkey: '1111' })),
    ).toBe(4100)
    expect(codeOf(read(SOLANA_DEVNET_CHAIN, 'solana_signAndSendTransaction', {}))).toBe(4200)
    expect(
      codeOf(
        read(BITCOIN_REGTEST_CHAIN, 'signMessage', {
          address: bitcoin.address,
          message: 'x',
          protocol: 'ecdsa',
        }),
      ),
    ).toBe(-32602)
  })
})
