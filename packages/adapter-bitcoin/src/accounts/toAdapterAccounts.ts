import type { CaipNetworkId } from '@appkit/core'
import type { AccountPurpose, ChainAdapterAccount } from '@appkit/core/adapter'
import type { WalletAccount } from '@wallet-standard/base'

/** A wallet account the adapter shares with core, with the Wallet Standard account behind it. */
export type BitcoinSessionAccount = ChainAdapterAccount & { readonly walletAccount: WalletAccount }

// A segwit v1 (taproot, bech32m) address: where ordinals (inscriptions) are held.
const isTaprootAddress = (address: string) => /^(bc|tb|bcrt)1p/i.test(address)

const toHex = (bytes: ArrayLike<number>) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * Core's accounts (SPEC §3: a Bitcoin account is of type `payment` or `ordinal`) from the wallet's:
 * `purposes` gives each account's purpose in order (`bitcoin:connect`); without it, a taproot
 * address is the ordinal account and any other a payment account. Payment accounts come first
 * (the default account type is payment); the same address twice counts once.
 */
export function toAdapterAccounts(
  walletAccounts: readonly WalletAccount[],
  caipNetworkId: CaipNetworkId,
  purposes?: readonly ('payment' | 'ordinals')[],
): BitcoinSessionAccount[] {
  const seen = new Set<string>()
  const accounts: BitcoinSessionAccount[] = []
  walletAccounts.forEach((walletAccount, index) => {
    if (seen.has(walletAccount.address)) return
    seen.add(walletAccount.address)
    const asked = purposes?.[index]
    const purpose: AccountPurpose = (
      asked
        ? asked === 'ordinals'
        : isTaprootAddress(walletAccount.address)
    )
      ? 'ordinal'
      : 'payment'
    accounts.push({
      caipAddress: `${caipNetworkId}:${walletAccount.address}`,
      purpose,
      publicKey: toHex(walletAccount.publicKey),
      walletAccount,
    })
  })
  return accounts.sort((a, b) => Number(a.purpose === 'ordinal') - Number(b.purpose === 'ordinal'))
}
