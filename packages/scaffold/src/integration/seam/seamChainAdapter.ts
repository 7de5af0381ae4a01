import type { CaipNetwork } from '@appkit/core'
import { UserRejectedRequestError } from '@appkit/core'
import type { ChainAdapter, ChainAdapterEvent, ChainAdapterListener } from '@appkit/core/adapter'
import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32, hex } from '@scure/base'

/** A chain no library knows: it lives in this file only (a Cosmos-style bech32 account). */
export const SEAM_CHAIN: CaipNetwork = {
  id: 'appkit-seam-1',
  caipNetworkId: 'cosmos:appkit-seam-1',
  chainNamespace: 'cosmos',
  name: 'Seam Chain',
  nativeCurrency: { name: 'Seam', symbol: 'SEAM', decimals: 6 },
  rpcUrls: { default: { http: [] } },
}

/** The wallet of the seam chain: one real secp256k1 key, and whether it refuses the visitor. */
export type SeamWallet = { privateKey: Uint8Array; address: string; refuse: boolean }

/** A seam wallet with a fresh key; its address is bech32('cosmos', ripemd160(sha256(pubkey))). */
export function createSeamWallet(): SeamWallet {
  const privateKey = secp256k1.utils.randomPrivateKey()
  const hash = ripemd160(sha256(secp256k1.getPublicKey(privateKey, true)))
  return { privateKey, address: bech32.encode('cosmos', bech32.toWords(hash)), refuse: false }
}

/**
 * An adapter for the seam chain written against core's contract alone: the required surface, a
 * request policy with the chain's own methods, and no optional capability (so no switch, send or
 * swap control may show). `ledger` holds the balances in base units.
 */
export function createSeamAdapter(wallet: SeamWallet, ledger: Map<string, bigint>): ChainAdapter {
  const listeners = new Set<ChainAdapterListener>()
  const emit = (event: ChainAdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const caipAddress = `${SEAM_CHAIN.caipNetworkId}:${wallet.address}` as const
  const account = { caipAddress, purpose: 'eoa' as const }
  let connected = false
  return {
    namespace: 'cosmos',
    networks: [SEAM_CHAIN],
    requestPolicy: {
      safeMethods: ['seam_getAccounts'],
      approvalMethods: ['seam_signArbitrary'],
      summarize: ({ params }) => ({
        kind: 'signMessage',
        rows: [{ label: 'message', value: String(params) }],
      }),
    },
    getConnectors: () => [
      {
        id: 'seam-wallet',
        type: 'INJECTED',
        name: 'Seam Wallet',
        chain: 'cosmos',
        info: { rdns: 'dev.appkit.seam' },
      },
    ],
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    connect: async () => {
      if (wallet.refuse) throw new UserRejectedRequestError()
      connected = true
      return { caipAddress, accounts: [account] }
    },
    reconnect: async () => (connected ? { caipAddress, accounts: [account] } : undefined),
    disconnect: async () => {
      connected = false
      emit({ type: 'disconnect', connectorId: 'seam-wallet' })
    },
    getAccounts: async () => (connected ? [account] : []),
    getBalance: async ({ caipAddress: owner }) => {
      const units = ledger.get(owner.split(':')[2] ?? '') ?? 0n
      const whole = units / 1_000_000n
      const fraction = (units % 1_000_000n).toString().padStart(6, '0')
      return { balance: `${whole}.${fraction}`, symbol: 'SEAM' }
    },
    signMessage: async ({ message }) => {
      if (wallet.refuse) throw new UserRejectedRequestError()
      const digest = sha256(new TextEncoder().encode(message))
      return hex.encode(secp256k1.sign(digest, wallet.privateKey).toCompactRawBytes())
    },
  }
}
