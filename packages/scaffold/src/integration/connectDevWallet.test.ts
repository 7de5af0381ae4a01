import { DEV_WALLET_NAME } from '@appkit/dev-wallet'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getModalRoot } from '../testing/createTestAppKit'
import {
  announceTestDevWallet,
  createDevWalletAppKit,
  stopDevWalletAppKits,
} from '../testing/devWalletAppKit'

// A real WagmiAdapter discovering the in-repo dev wallet through EIP-6963 in happy-dom. The
// wallet answers eth_requestAccounts and eth_chainId itself; no chain node is needed here (the
// demo's Chromium tests run the same path against the devnet).
afterEach(() => {
  stopDevWalletAppKits()
  document.body.innerHTML = ''
  localStorage.clear()
})

function setup() {
  const wallet = announceTestDevWallet('reject')
  return { wallet, appKit: createDevWalletAppKit() }
}

const tile = () =>
  [...getModalRoot().querySelectorAll<HTMLButtonElement>('.ak-wallet-item')].find(
    (button) => button.querySelector('.ak-wallet-item-name')?.textContent === DEV_WALLET_NAME,
  )

describe('the dev wallet through a real WagmiAdapter', () => {
  it('is listed as installed on Connect with its data: icon; a 4001 rejection shows declined, Try again connects, disconnect ends it', async () => {
    const { wallet, appKit } = setup()
    await appKit.open()
    await waitFor(() => expect(tile()).toBeDefined(), { timeout: 15_000 })
    expect(tile()?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\//)
    expect(tile()?.textContent).toContain('Installed')
    tile()?.click()
    await waitFor(() => expect(getModalRoot().textContent).toContain('Connection rejected'), {
      timeout: 15_000,
    })
    expect(appKit.getIsConnected()).toBe(false)
    wallet.setMode('approve')
    const retry = [...getModalRoot().querySelectorAll('button')].find(
      (button) => button.textContent === 'Try again',
    )
    retry?.click()
    await waitFor(() => expect(appKit.getIsConnected()).toBe(true), { timeout: 15_000 })
    expect(appKit.getCaipAddress()).toBe(`eip155:31337:${wallet.getAddress()}`)
    expect(appKit.getWalletInfo()).toMatchObject({ name: DEV_WALLET_NAME, type: 'ANNOUNCED' })
    await waitFor(() => expect(appKit.getState().open).toBe(false))
    await appKit.disconnect()
    expect(appKit.getIsConnected()).toBe(false)
  }, 60_000)

  it('HOSTILE "connected ... when the page reloads ... without a prompt; after disconnect and reload they stay disconnected"', async () => {
    const { wallet, appKit } = setup()
    wallet.setMode('approve')
    await appKit.open()
    await waitFor(() => expect(tile()).toBeDefined(), { timeout: 15_000 })
    tile()?.click()
    await waitFor(() => expect(appKit.getIsConnected()).toBe(true), { timeout: 15_000 })
    appKit.destroy()
    wallet.setMode('reject')
    const reloaded = createDevWalletAppKit()
    await reloaded.ready
    expect(reloaded.getCaipAddress()).toBe(`eip155:31337:${wallet.getAddress()}`)
    await reloaded.disconnect()
    reloaded.destroy()
    const again = createDevWalletAppKit()
    await again.ready
    expect(again.getIsConnected()).toBe(false)
  }, 60_000)
})
