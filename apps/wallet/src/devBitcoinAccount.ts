import { BITCOIN_DEV_KEYS, bitcoinDevAccounts, signBip322Simple } from '@appkit/dev-wallet/bitcoin'

/** Bitcoin regtest's CAIP-2 chain id (the genesis hash prefix); the page's one Bitcoin chain. */
export const BITCOIN_REGTEST_CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** One address of the page's Bitcoin account, as WalletConnect's getAccountAddresses gives it. */
export type DevBitcoinAddress = {
  readonly address: string
  readonly publicKey: string
  readonly path: string
  readonly intention: 'payment' | 'ordinal'
}

/** The page's Bitcoin account: the dev wallets' dev key 0 on regtest (PUBLIC TEST KEYS). */
export type DevBitcoinAccount = {
  /** The payment (P2WPKH) address: the session's account, WalletConnect's "first external address". */
  readonly address: string
  /** The payment and ordinal (P2TR) addresses. */
  readonly addresses: readonly DevBitcoinAddress[]
  /** Signs `message` (BIP-322 simple) with the key of `address`; the witness stack, hex. */
  signMessage(address: string, message: string): string
}

const toHex = (bytes: ArrayLike<number>) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * The page's Bitcoin account from `BITCOIN_DEV_KEYS[0]` of `@appkit/dev-wallet` (the Bitcoin dev
 * wallet's and the regtest devnet's first key): payment `m/84'/1'/0'/0/0`, ordinal `m/86'/1'/0'/0/0`.
 */
export function deriveDevBitcoinAccount(): DevBitcoinAccount {
  const { payment, ordinals } = bitcoinDevAccounts(BITCOIN_DEV_KEYS[0]!, 'regtest')
  const keys = [payment, ordinals]
  return {
    address: payment.address,
    addresses: [
      {
        address: payment.address,
        publicKey: toHex(payment.publicKey),
        path: "m/84'/1'/0'/0/0",
        intention: 'payment',
      },
      {
        address: ordinals.address,
        publicKey: toHex(ordinals.publicKey),
        path: "m/86'/1'/0'/0/0",
        intention: 'ordinal',
      },
    ],
    signMessage(address, message) {
      const key = keys.find((candidate) => candidate.address === address)
      if (!key) throw new Error(`The dev wallet holds no key for ${address}.`)
      return toHex(
        signBip322Simple({
          message,
          outputScript: key.outputScript,
          signer: key.signer,
          kind: key.kind,
        }),
      )
    },
  }
}
