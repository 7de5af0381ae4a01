import { DEV_ACCOUNTS, DEV_MNEMONIC } from '@appkit/test'
import { bytesToHex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import { ANVIL_DEV_KEYS } from './anvilDevKeys'

it("holds anvil's first dev keys, derived from the default mnemonic, as the devnet funds them", () => {
  ANVIL_DEV_KEYS.forEach((key, index) => {
    const derived = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index })
    expect(bytesToHex(derived.getHdKey().privateKey!)).toBe(key)
    expect(privateKeyToAccount(key).address).toBe(DEV_ACCOUNTS[index]?.address)
  })
})
