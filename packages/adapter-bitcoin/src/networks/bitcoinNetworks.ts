import type { CaipNetwork, CaipNetworkId } from '@appkit/core'
import { bitcoin, bitcoinTestnet, defineNetwork } from '@appkit/core/networks'

/**
 * Bitcoin regtest (CAIP-2 `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`, the first 32 hex digits of
 * its genesis block hash): the local network of the devnet's bitcoind.
 */
export const bitcoinRegtest: CaipNetwork = defineNetwork({
  namespace: 'bip122',
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  currency: ['Bitcoin', 'BTC', 8],
  testnet: true,
})

/** The Bitcoin networks the adapter knows: mainnet, testnet (testnet3) and regtest. */
export const BITCOIN_NETWORKS: readonly CaipNetwork[] = [bitcoin, bitcoinTestnet, bitcoinRegtest]

export { bitcoin, bitcoinTestnet }

/** The address family of each network: bech32 prefix and base58 version bytes. */
export type BitcoinAddressFamily = {
  readonly bech32: string
  readonly pubKeyHash: number
  readonly scriptHash: number
}

const families: Record<string, { chain: `bitcoin:${string}`; family: BitcoinAddressFamily }> = {
  [bitcoin.caipNetworkId]: {
    chain: 'bitcoin:mainnet',
    family: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05 },
  },
  [bitcoinTestnet.caipNetworkId]: {
    chain: 'bitcoin:testnet',
    family: { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4 },
  },
  [bitcoinRegtest.caipNetworkId]: {
    chain: 'bitcoin:regtest',
    family: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4 },
  },
}

/** The Wallet Standard chain (`bitcoin:mainnet|testnet|regtest`) of a CAIP-2 id, if known. */
export function toWalletStandardChain(
  caipNetworkId: CaipNetworkId,
): `bitcoin:${string}` | undefined {
  return families[caipNetworkId]?.chain
}

/** The address family of a CAIP-2 id, if known. */
export function addressFamilyOf(caipNetworkId: CaipNetworkId): BitcoinAddressFamily | undefined {
  return families[caipNetworkId]?.family
}
