import { WagmiAdapter } from '@appkit/adapter-wagmi'
import { describe, expect, it } from 'vitest'
import { createWalletConnect } from './createWalletConnect'
import { analyseBundle } from './testing/analyseBundle'
import { memoryWagmiStorage } from './testing/devnetFixtures'

const network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
} as const

describe('the WalletConnect libraries load only when needed', () => {
  it('the bundle of the package entry loads no @walletconnect module; they sit behind import()', async () => {
    const analysis = await analyseBundle()
    const firstLoadInputs = Object.keys(analysis.firstLoadInputBytes)
    expect(firstLoadInputs).toContain('src/createWalletConnect.ts')
    expect(firstLoadInputs.filter((input) => input.includes('/@walletconnect/'))).toEqual([])
    const lazyInputs = analysis.walletConnectLazy.flatMap((chunk) => chunk.inputs)
    expect(lazyInputs.some((input) => input.includes('/@walletconnect/universal-provider/'))).toBe(
      true,
    )
    expect(lazyInputs.some((input) => input.includes('/@walletconnect/core/'))).toBe(true)
  }, 60_000)

  it('creating the client and the adapter, listing connectors and reconnecting without a stored session load nothing', async () => {
    const walletConnect = createWalletConnect({
      relayUrl: 'ws://127.0.0.1:9',
      metadata: { name: 'Dapp', description: 'Dapp', url: 'http://127.0.0.1', icons: [] },
    })
    const adapter = new WagmiAdapter({
      networks: [network],
      storage: memoryWagmiStorage(),
      walletConnect,
    })
    expect(adapter.getConnectors()).toContainEqual(
      expect.objectContaining({
        id: 'walletConnect',
        type: 'WALLET_CONNECT',
        name: 'WalletConnect',
      }),
    )
    expect(adapter.pairingConnectorId).toBe('walletConnect')
    expect(adapter.walletConnectNamespace?.chains).toEqual(['eip155:1'])
    expect(await adapter.reconnect()).toBeUndefined()
    expect(walletConnect.isLoaded()).toBe(false)
    await adapter.destroy()
  })

  it('an adapter without the walletConnect option has no WalletConnect connector, no pairing and no WalletConnect capability', () => {
    const adapter = new WagmiAdapter({ networks: [network], storage: null })
    expect(adapter.getConnectors().map((connector) => connector.id)).not.toContain('walletConnect')
    expect(adapter.subscribePairingUri).toBeUndefined()
    expect(adapter.pairingConnectorId).toBeUndefined()
    expect(adapter.walletConnectNamespace).toBeUndefined()
  })
})
