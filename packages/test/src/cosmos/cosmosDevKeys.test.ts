import { expect, it } from 'vitest'
import { COSMOS_DEV_ADDRESSES, cosmosDevWallet } from './cosmosDevKeys'

it("writes out the addresses cosmjs derives from DEV_MNEMONIC at m/44'/118'/0'/0/i", async () => {
  const accounts = await (await cosmosDevWallet()).getAccounts()
  expect(accounts.map((account) => account.address)).toEqual(COSMOS_DEV_ADDRESSES)
})
