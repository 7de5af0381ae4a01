/** The mnemonic of the dev keys (anvil's, PUBLIC: never for real funds). */
export const POLKADOT_DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/**
 * PUBLIC TEST KEYS: the secret URI of Polkadot dev account `index` (0–9), as `@appkit/test`'s
 * `polkadotDevUri`: the mnemonic's root account (what a wallet shows when the mnemonic is
 * imported), then its hard derivations `//1` to `//9`. The devnet funds each with 1,000 ROC.
 */
export function polkadotDevUri(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > 9)
    throw new RangeError(`No Polkadot dev account ${index} (0 to 9)`)
  return index === 0 ? POLKADOT_DEV_MNEMONIC : `${POLKADOT_DEV_MNEMONIC}//${index}`
}
