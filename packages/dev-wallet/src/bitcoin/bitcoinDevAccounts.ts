import { crypto, type Network, networks, payments, type Signer, toXOnly } from 'bitcoinjs-lib'
import type { BitcoinDevKey } from './bitcoinDevKeys'
import { ECPair } from './bitcoinEccLib'
import { fromHex } from './hexBytes'

/** The Bitcoin networks the dev wallet can hold keys on, as Wallet Standard names them. */
export type BitcoinDevNetwork = 'mainnet' | 'testnet' | 'regtest'

/** One account of the dev wallet: its address, public key, output script and signing key. */
export type BitcoinDevAccount = {
  readonly purpose: 'payment' | 'ordinals'
  readonly kind: 'p2wpkh' | 'p2tr'
  readonly address: string
  /** Compressed (33 bytes) for payment; x-only internal key (32 bytes) for ordinals (BIP-86). */
  readonly publicKey: Uint8Array
  readonly outputScript: Uint8Array
  /** The key that signs: the key itself (P2WPKH), or the TapTweak-tweaked key (P2TR key path). */
  readonly signer: Signer
}

/** bitcoinjs-lib's parameters for a dev network. */
export function bitcoinJsNetwork(network: BitcoinDevNetwork): Network {
  if (network === 'mainnet') return networks.bitcoin
  return network === 'testnet' ? networks.testnet : networks.regtest
}

/**
 * The payment (P2WPKH, BIP-84) and ordinals (P2TR key path, BIP-86) accounts of a dev key on
 * `network`.
 */
export function bitcoinDevAccounts(
  key: BitcoinDevKey,
  network: BitcoinDevNetwork,
): { payment: BitcoinDevAccount; ordinals: BitcoinDevAccount } {
  const params = bitcoinJsNetwork(network)
  const paymentPair = ECPair.fromPrivateKey(fromHex(key.payment), { network: params })
  const payment = payments.p2wpkh({ pubkey: paymentPair.publicKey, network: params })
  const ordinalPair = ECPair.fromPrivateKey(fromHex(key.ordinal), { network: params })
  const internalKey = toXOnly(ordinalPair.publicKey)
  const taproot = payments.p2tr({ internalPubkey: internalKey, network: params })
  if (!payment.address || !payment.output || !taproot.address || !taproot.output)
    throw new TypeError('No address for the dev key')
  return {
    payment: {
      purpose: 'payment',
      kind: 'p2wpkh',
      address: payment.address,
      publicKey: paymentPair.publicKey,
      outputScript: payment.output,
      signer: paymentPair,
    },
    ordinals: {
      purpose: 'ordinals',
      kind: 'p2tr',
      address: taproot.address,
      publicKey: internalKey,
      outputScript: taproot.output,
      signer: ordinalPair.tweak(crypto.taggedHash('TapTweak', internalKey)),
    },
  }
}
