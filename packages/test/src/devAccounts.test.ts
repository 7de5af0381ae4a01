import { getContractAddress, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEPLOYER_ACCOUNT, DEV_ACCOUNT, DEV_ACCOUNTS, DEV_MNEMONIC } from './devAccounts'
import { DEVNET_CONTRACTS } from './devnetContracts'

describe('dev accounts', () => {
  it('are the ten accounts anvil derives from its default mnemonic', () => {
    expect(DEV_ACCOUNTS).toHaveLength(10)
    DEV_ACCOUNTS.forEach((account, addressIndex) => {
      const derived = mnemonicToAccount(DEV_MNEMONIC, { addressIndex })
      expect(account.address).toBe(derived.address)
      expect(account.privateKey).toBe(toHex(derived.getHdKey().privateKey!))
    })
  })

  it('name the demo account (index 0) and the deployer (index 9)', () => {
    expect(DEV_ACCOUNT).toBe(DEV_ACCOUNTS[0])
    expect(DEPLOYER_ACCOUNT).toBe(DEV_ACCOUNTS[9])
  })

  it('put the contracts where the deployer lands them at nonces 0, 1 and 2', () => {
    const from = DEPLOYER_ACCOUNT.address
    expect(DEVNET_CONTRACTS.usdc).toBe(getContractAddress({ from, nonce: 0n }))
    expect(DEVNET_CONTRACTS.nft).toBe(getContractAddress({ from, nonce: 1n }))
    expect(DEVNET_CONTRACTS.swapPool).toBe(getContractAddress({ from, nonce: 2n }))
  })
})
