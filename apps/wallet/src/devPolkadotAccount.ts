import { createPolkadotDevWallet } from '@appkit/dev-wallet/polkadot'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { hexToU8a, isHex, u8aToHex } from '@polkadot/util'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'

/**
 * The Polkadot chain the page offers its account on: the devnet's chopsticks chain (Asset Hub
 * Rococo started from its raw spec, whose genesis hash chopsticks reports as `0x4545…`; CAIP-2 takes
 * its first 32 hex digits, as `polkadotLocalNetwork` of @appkit/adapter-polkadot does).
 */
export const POLKADOT_DEVNET_CHAIN = `polkadot:${'45'.repeat(16)}`

/** The devnet chain's SS58 address format (Asset Hub Rococo's `System.SS58Prefix`). */
export const POLKADOT_DEVNET_SS58_FORMAT = 2

/** The methods of WalletConnect's polkadot namespace the page serves. */
export const POLKADOT_WALLET_METHODS: readonly string[] = [
  'polkadot_signMessage',
  'polkadot_signTransaction',
]

/** The page's Polkadot account: the Polkadot dev wallet's dev key 0 (sr25519, PUBLIC TEST KEY). */
export type DevPolkadotAccount = {
  /** The address in the devnet chain's SS58 format. */
  readonly address: string
  /** The sr25519 public key, hex. */
  readonly publicKey: `0x${string}`
  /** Whether `address` (any SS58 format) is this account's key. */
  holds(address: string): boolean
  /** Signs message bytes (hex) as `signRaw` does (wrapped in `<Bytes>…</Bytes>`): `{ signature }`. */
  signMessage(message: `0x${string}`): Promise<{ signature: `0x${string}` }>
  /** Signs an extrinsic payload as the polkadot.js extension does: `{ signature }` (type byte + sr25519). */
  signTransaction(payload: SignerPayloadJSON): Promise<{ signature: `0x${string}` }>
}

/**
 * Derives the page's Polkadot account with the Polkadot dev wallet of @appkit/dev-wallet (the same
 * key as the injected Polkadot dev wallet and the devnet's funded account 0: `@polkadot/keyring`,
 * sr25519). That wallet signs without a prompt of its own: the page's prompt is the consent.
 */
export async function deriveDevPolkadotAccount(): Promise<DevPolkadotAccount> {
  const wallet = await createPolkadotDevWallet({ mode: 'approve', origin: 'the wallet page' })
  const { signer } = await wallet.provider.enable('the wallet page')
  const { signRaw, signPayload } = signer
  if (!signRaw || !signPayload) throw new Error('The Polkadot dev wallet cannot sign.')
  const key = wallet.account.publicKey
  const address = encodeAddress(hexToU8a(key), POLKADOT_DEVNET_SS58_FORMAT)
  const holds = (other: string) => {
    try {
      return u8aToHex(decodeAddress(other)) === key
    } catch {
      return false
    }
  }
  return {
    address,
    publicKey: key,
    holds,
    async signMessage(message) {
      if (!isHex(message)) throw new Error('The message must be hex.')
      const { signature } = await signRaw({ address, data: message, type: 'bytes' })
      return { signature: signature as `0x${string}` }
    },
    async signTransaction(payload) {
      const { signature } = await signPayload({ ...payload, address })
      return { signature: signature as `0x${string}` }
    },
  }
}
