// @vitest-environment happy-dom
import { getWallets } from '@wallet-standard/app'
import { expect, it } from 'vitest'
import { registerBitcoinDevWallet } from './registerBitcoinDevWallet'

it("registers with the Wallet Standard, so a dapp's getWallets() finds it with its bitcoin features", () => {
  const before = getWallets().get().length
  const wallet = registerBitcoinDevWallet({
    storage: { getItem: () => null, setItem() {}, removeItem() {} },
  })
  const found = getWallets().get()
  expect(found).toHaveLength(before + 1)
  expect(found.at(-1)).toBe(wallet)
  expect(wallet.chains).toEqual(['bitcoin:regtest'])
  expect(Object.keys(wallet.features).sort()).toEqual([
    'bitcoin:connect',
    'bitcoin:signMessage',
    'bitcoin:signTransaction',
    'standard:connect',
    'standard:disconnect',
    'standard:events',
  ])
  expect(window.__appkitBitcoinDevWallet).toBe(wallet)
})
