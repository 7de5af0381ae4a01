import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { DEV_MNEMONIC } from '../devAccounts'

/** The SS58 format of the devnet's runtime (Asset Hub Rococo reports 2, as Kusama). */
export const POLKADOT_DEVNET_SS58 = 2

/** How many Polkadot dev accounts the devnet funds. */
export const POLKADOT_DEV_ACCOUNT_COUNT = 10

/** What each Polkadot dev account holds at start: 1,000 ROC (12 decimals). */
export const POLKADOT_DEV_BALANCE = 1_000n * 10n ** 12n

/** One Polkadot dev account (PUBLIC TEST KEY): its secret URI, address and public key. */
export type PolkadotDevAccount = {
  /** The secret URI `@polkadot/keyring` derives it from (DEV_MNEMONIC, then `//i` for i ≥ 1). */
  readonly uri: string
  /** The address in the devnet's SS58 format (2). */
  readonly address: string
  /** The sr25519 public key, hex. */
  readonly publicKey: `0x${string}`
}

/** The secret URI of dev account `index`: the mnemonic's root account (as wallets import it), then its hard derivations `//1` to `//9`. */
export function polkadotDevUri(index: number): string {
  return index === 0 ? DEV_MNEMONIC : `${DEV_MNEMONIC}//${index}`
}

/**
 * The sr25519 key pair of dev account `index` (PUBLIC TEST KEYS), addressed in the devnet's SS58
 * format. Waits for the sr25519 wasm first.
 */
export async function polkadotDevPair(index: number): Promise<KeyringPair> {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519', ss58Format: POLKADOT_DEVNET_SS58 })
  return keyring.addFromUri(polkadotDevUri(index))
}

/** The ten Polkadot dev accounts (PUBLIC TEST KEYS) the devnet funds with POLKADOT_DEV_BALANCE. */
export async function polkadotDevAccounts(): Promise<PolkadotDevAccount[]> {
  const accounts: PolkadotDevAccount[] = []
  for (let index = 0; index < POLKADOT_DEV_ACCOUNT_COUNT; index++) {
    const pair = await polkadotDevPair(index)
    accounts.push({
      uri: polkadotDevUri(index),
      address: pair.address,
      publicKey: u8aToHex(pair.publicKey),
    })
  }
  return accounts
}
