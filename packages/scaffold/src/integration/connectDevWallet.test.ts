import { WagmiAdapter } from '@appkit/adapter-wagmi'
import type { CaipNetwork } from '@appkit/core'
import {
  ANVIL_DEV_KEYS,
  announceDevWallet,
  createDevWalletProvider,
  DEV_WALLET_NAME,
} from '@appkit/dev-wallet'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit } from '../client/createAppKit'
import { getModalRoot } from '../testing/createTestAppKit'

// A real WagmiAdapter discovering the in-repo dev wallet through EIP-6963 in happy-dom. The
// wallet answers eth_requestAccounts and eth_chainId itself; no chain node is needed here (the
// demo's Chromium tests run the same path against the devnet).
const chain: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/never-called'] } },
}

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  document.body.innerHTML = ''
  localStorage.clear()
})

function createInstance() {
  const adapter = new WagmiAdapter({ networks: [chain], storage: null, logIgnoredEvent: () => {} })
  const appKit = createAppKit({
    networks: [chain],
    adapters: [adapter],
    services: { logger: { warn: () => {}, error: () => {} } },
  })
  stops.push(() => appKit.destroy())
  return appKit
}

function setup() {
  const wallet = createDevWalletProvider({
    accounts: ANVIL_DEV_KEYS.slice(0, 1),
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9/never-called', name: 'Devnet' }],
    mode: 'reject',
    origin: '127.0.0.1',
  })
  stops.push(announceDevWallet(window, wallet).stop)
  return { wallet, appKit: createInstance() }
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
    const reloaded = createInstance()
    await reloaded.ready
    expect(reloaded.getCaipAddress()).toBe(`eip155:31337:${wallet.getAddress()}`)
    await reloaded.disconnect()
    reloaded.destroy()
    const again = createInstance()
    await again.ready
    expect(again.getIsConnected()).toBe(false)
  }, 60_000)
})
