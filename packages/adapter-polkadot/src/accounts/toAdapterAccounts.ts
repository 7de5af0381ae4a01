import type { CaipNetworkId } from '@appkit/core'
import type { ChainAdapterAccount } from '@appkit/core/adapter'
import type { InjectedAccount } from '@polkadot/extension-inject/types'
import { decodeSs58, encodeSs58 } from '../address/ss58'

/** An account shared with core, with the address the wallet knows it by (for its signer). */
export type PolkadotSessionAccount = ChainAdapterAccount & { readonly walletAddress: string }

const toHex = (bytes: Uint8Array) =>
  `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`

/**
 * Core's accounts (`eoa`, SPEC §9) from an extension's: Substrate keys only (an `ethereum` account
 * has no SS58 address), limited to accounts the wallet ties to no chain or to this network's
 * genesis hash, each shown in the network's SS58 format. The same key twice counts once.
 */
export function toAdapterAccounts(
  walletAccounts: readonly InjectedAccount[],
  caipNetworkId: CaipNetworkId,
  ss58Format: number,
): PolkadotSessionAccount[] {
  const reference = caipNetworkId.slice('polkadot:'.length)
  const seen = new Set<string>()
  const accounts: PolkadotSessionAccount[] = []
  for (const account of walletAccounts) {
    if (account.type === 'ethereum') continue
    const genesis = account.genesisHash?.replace(/^0x/, '').toLowerCase()
    if (genesis && !genesis.startsWith(reference)) continue
    let accountId: Uint8Array
    try {
      accountId = decodeSs58(account.address).accountId
    } catch {
      continue // not an SS58 address: nothing the network can use
    }
    const address = encodeSs58(accountId, ss58Format)
    if (seen.has(address)) continue
    seen.add(address)
    accounts.push({
      caipAddress: `${caipNetworkId}:${address}`,
      purpose: 'eoa',
      publicKey: toHex(accountId),
      walletAddress: account.address,
    })
  }
  return accounts
}
