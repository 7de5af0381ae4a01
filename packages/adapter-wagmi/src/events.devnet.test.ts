// @vitest-environment happy-dom
import type { ChainAdapterEvent } from '@appkit/core/adapter'
import { DEV_WALLET_RDNS } from '@appkit/dev-wallet'
import { describe, expect, inject, it, vi } from 'vitest'
import { devnetNetworks, memoryWagmiStorage, setUpDevnetWallet } from './testing/devnetFixtures'
import { WagmiAdapter } from './WagmiAdapter'
import { getConnection } from './wagmiConnection'

const devnet = inject('devnet')

async function connectedRig() {
  const rig = setUpDevnetWallet(devnet)
  await rig.adapter.connect({ connectorId: DEV_WALLET_RDNS })
  const events: ChainAdapterEvent[] = []
  rig.adapter.subscribe((event) => events.push(event))
  return { ...rig, events }
}

describe("wallet-side changes reach core's listener and wagmi alike", () => {
  it('accountsChanged: switching account in the wallet reports the new account', async () => {
    const { wallet, adapter, events } = await connectedRig()
    wallet.switchAccount(1)
    const next = wallet.getAddresses()[1]
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'accountsChanged',
        connectorId: DEV_WALLET_RDNS,
        accounts: [{ caipAddress: `eip155:1:${next}`, purpose: 'eoa' }],
      }),
    )
    expect(getConnection(adapter.wagmiConfig).address).toBe(next)
  })

  it('chainChanged: switching chain in the wallet reports chain 137', async () => {
    const { wallet, adapter, events } = await connectedRig()
    wallet.switchChain(137)
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'chainChanged',
        connectorId: DEV_WALLET_RDNS,
        caipNetworkId: 'eip155:137',
      }),
    )
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(137)
  })

  it("accountsChanged [] means disconnected (HOSTILE §B): core hears 'disconnect'", async () => {
    const { wallet, adapter, events } = await connectedRig()
    wallet.revokeAuthorization()
    await vi.waitFor(() =>
      expect(events).toContainEqual({ type: 'disconnect', connectorId: DEV_WALLET_RDNS }),
    )
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
    expect(await adapter.getAccounts({ connectorId: DEV_WALLET_RDNS })).toEqual([])
  })

  it('a wallet losing its chains (disconnect 4900) is the disconnected state (HOSTILE §B)', async () => {
    const { wallet, adapter, events } = await connectedRig()
    wallet.setChainConnection(false)
    await vi.waitFor(() =>
      expect(events).toContainEqual({ type: 'disconnect', connectorId: DEV_WALLET_RDNS }),
    )
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
  })

  it('disconnect from the dapp reports disconnect and leaves wagmi disconnected', async () => {
    const { adapter, events } = await connectedRig()
    await adapter.disconnect()
    expect(events).toContainEqual({ type: 'disconnect', connectorId: DEV_WALLET_RDNS })
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
  })

  it('an unsubscribed listener hears nothing more', async () => {
    const { wallet, adapter } = await connectedRig()
    const heard: ChainAdapterEvent[] = []
    const stop = adapter.subscribe((event) => heard.push(event))
    stop()
    wallet.switchChain(137)
    await vi.waitFor(() => expect(getConnection(adapter.wagmiConfig).chainId).toBe(137))
    expect(heard).toEqual([])
  })

  it('a new adapter on the same storage restores the connection (a reload)', async () => {
    const storage = memoryWagmiStorage()
    const { wallet, adapter, target } = setUpDevnetWallet(devnet, { adapter: { storage } })
    await adapter.connect({ connectorId: DEV_WALLET_RDNS })
    adapter.destroy()
    const reloaded = new WagmiAdapter({
      networks: devnetNetworks(devnet),
      discoveryTarget: target,
      storage,
    })
    const restored = await reloaded.reconnect()
    expect(restored?.caipAddress).toBe(`eip155:1:${wallet.getAddress()}`)
    expect(getConnection(reloaded.wagmiConfig).address).toBe(wallet.getAddress())
  })

  it('reconnect without a stored connection resolves undefined and stays disconnected', async () => {
    const { adapter } = setUpDevnetWallet(devnet, { adapter: { storage: memoryWagmiStorage() } })
    expect(await adapter.reconnect()).toBeUndefined()
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
  })
})
