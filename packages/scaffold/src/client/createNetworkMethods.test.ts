import * as flows from '@appkit/core/flows'
import { mainnet, optimism } from '@appkit/core/testing'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestAppKit } from '../testing/createTestAppKit'

describe("AppKit's network, provider and event methods on the instance", () => {
  it('getChainId, getCaipNetworkId and getCaipNetworks read the active network and the configured ones', async () => {
    const { appKit } = createTestAppKit()
    expect(appKit.getChainId()).toBe(1)
    expect(appKit.getCaipNetworkId()).toBe('eip155:1')
    expect(appKit.getCaipNetworkId('eip155')).toBe('eip155:1')
    expect(appKit.getCaipNetworkId('solana')).toBeUndefined()
    expect(appKit.getCaipNetworks().map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:10'])
    expect(appKit.getCaipNetworks('eip155')).toHaveLength(2)
    expect(appKit.getCaipNetworks('solana')).toEqual([])
    await appKit.switchNetwork(optimism)
    expect(appKit.getChainId()).toBe(10)
    expect(appKit.getCaipNetworkId()).toBe('eip155:10')
  })

  it('subscribeCaipNetworkChange reports each new active network once, and nothing else, until unsubscribed', async () => {
    const { appKit } = createTestAppKit()
    const seen: (string | undefined)[] = []
    const stop = appKit.subscribeCaipNetworkChange((network) => seen.push(network?.caipNetworkId))
    await flows.onConnected(appKit.core, 'eip155', 'injected', {
      caipAddress: 'eip155:1:0x1',
      accounts: [],
    })
    await appKit.switchNetwork(optimism)
    await waitFor(() => expect(seen).toEqual(['eip155:10']))
    stop()
    await appKit.switchNetwork(mainnet)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toEqual(['eip155:10'])
  })

  it("subscribeProviders reports every namespace's provider when the wallet connects and disconnects", async () => {
    const { appKit, evm } = createTestAppKit()
    const provider = { request: async () => null }
    evm.connectors.push({ id: 'io.dev', type: 'ANNOUNCED', name: 'Dev', chain: 'eip155', provider })
    evm.emit({ type: 'connectorsChanged', connectors: evm.connectors })
    const seen: unknown[] = []
    const stop = appKit.subscribeProviders((providers) => seen.push(providers))
    await flows.connectWallet(appKit.core, { namespace: 'eip155', connectorId: 'io.dev' })
    await waitFor(() => expect(seen).toEqual([{ eip155: provider }]))
    await appKit.disconnect()
    await waitFor(() => expect(seen).toEqual([{ eip155: provider }, { eip155: undefined }]))
    stop()
  })

  it('getEvent returns the last event in the subscribeEvents shape', async () => {
    const { appKit, evm } = createTestAppKit()
    await appKit.ready
    await waitFor(() => expect(appKit.getEvent()?.data.event).toBe('INITIALIZE'))
    evm.connectors.push({ id: 'io.dev', type: 'ANNOUNCED', name: 'Dev', chain: 'eip155' })
    evm.emit({ type: 'connectorsChanged', connectors: evm.connectors })
    await flows.connectWallet(appKit.core, { namespace: 'eip155', connectorId: 'io.dev' })
    await waitFor(() =>
      expect(appKit.getEvent()).toMatchObject({
        data: { type: 'track', event: 'CONNECT_SUCCESS', properties: { connectorId: 'io.dev' } },
      }),
    )
    expect(typeof appKit.getEvent()?.timestamp).toBe('number')
  })
})
