import type { CaipNetworkId } from '@appkit/core'
import type { ChainAdapterAccount } from '@appkit/core/adapter'
import { hex } from '@scure/base'
import type { WalletAccount } from '@wallet-standard/base'

/** A wallet account as core sees it on `caipNetworkId`: an `eoa` with its public key (hex). */
export function toAdapterAccount(
  account: WalletAccount,
  caipNetworkId: CaipNetworkId,
): ChainAdapterAccount {
  return {
    caipAddress: `${caipNetworkId}:${account.address}`,
    purpose: 'eoa',
    publicKey: hex.encode(account.publicKey as Uint8Array),
  }
}
