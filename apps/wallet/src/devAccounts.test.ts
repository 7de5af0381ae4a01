import { DEV_ACCOUNTS, DEV_MNEMONIC } from '@appkit/test'
import { expect, it } from 'vitest'
import { DEV_WALLET_ACCOUNT_COUNT, DEV_WALLET_MNEMONIC, deriveDevAccounts } from './devAccounts'

it('derives the same dev accounts as @appkit/test from the same public test mnemonic', () => {
  expect(DEV_WALLET_MNEMONIC).toBe(DEV_MNEMONIC)
  expect(deriveDevAccounts().map((account) => account.address)).toEqual(
    DEV_ACCOUNTS.slice(0, DEV_WALLET_ACCOUNT_COUNT).map((account) => account.address),
  )
})
