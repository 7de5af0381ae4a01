import { type HDAccount, mnemonicToAccount } from 'viem/accounts'

/**
 * PUBLIC TEST KEYS: anvil's default mnemonic (the same as DEV_MNEMONIC of @appkit/test). Every
 * developer knows it; anything sent to its accounts on a real chain is taken at once.
 */
export const DEV_WALLET_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many dev accounts the page offers (m/44'/60'/0'/0/0 to /3). */
export const DEV_WALLET_ACCOUNT_COUNT = 4

/** Derives the page's dev accounts from the public test mnemonic (devnet use only). */
export function deriveDevAccounts(count: number = DEV_WALLET_ACCOUNT_COUNT): HDAccount[] {
  return Array.from({ length: count }, (_, addressIndex) =>
    mnemonicToAccount(DEV_WALLET_MNEMONIC, { addressIndex }),
  )
}
