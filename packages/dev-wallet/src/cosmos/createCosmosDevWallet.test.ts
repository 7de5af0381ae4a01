import { verifyAdr036Signature } from '@appkit/test'
import { expect, it } from 'vitest'
import { createCosmosDevWallet } from './createCosmosDevWallet'

const chainIds = ['appkit-devnet-1', 'appkit-devnet-2']
// PUBLIC TEST KEY: dev key 0 (m/44'/118'/0'/0/0 of anvil's mnemonic).
const address = 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7'

it('answers getKey only for enabled chains, and refuses a sign doc for another chain id than the signer', async () => {
  const wallet = createCosmosDevWallet({ chainIds })
  await expect(wallet.getKey('appkit-devnet-1')).rejects.toMatchObject({ code: 4100 })
  await wallet.enable('appkit-devnet-1')
  expect((await wallet.getKey('appkit-devnet-1')).bech32Address).toBe(address)
  await expect(wallet.getKey('appkit-devnet-2')).rejects.toMatchObject({ code: 4100 })
  await expect(wallet.enable('cosmoshub-4')).rejects.toMatchObject({ code: -32602 })
  const signDoc = {
    bodyBytes: new Uint8Array(),
    authInfoBytes: new Uint8Array(),
    chainId: 'appkit-devnet-2',
    accountNumber: 0n,
  }
  await expect(wallet.signDirect('appkit-devnet-1', address, signDoc)).rejects.toThrow(
    'The sign doc is for appkit-devnet-2, not appkit-devnet-1.',
  )
})

it("rejects with 4001 in 'reject' mode (as a visitor's refusal), and signs ADR-036 messages that cosmjs verifies", async () => {
  const wallet = createCosmosDevWallet({ chainIds, mode: 'reject' })
  await expect(wallet.enable(chainIds)).rejects.toMatchObject({ code: 4001 })
  wallet.setMode('approve')
  await wallet.enable(chainIds)
  const signature = await wallet.signArbitrary('appkit-devnet-2', address, 'hello')
  expect(await verifyAdr036Signature(address, 'hello', signature)).toBe(true)
  wallet.setMode('reject')
  await expect(wallet.signArbitrary('appkit-devnet-2', address, 'hello')).rejects.toMatchObject({
    code: 4001,
  })
})
