import { describe, expect, it } from 'vitest'
import { setActiveNetwork } from '../controllers/chain/chain'
import { createMemoryBackend } from '../storage/StorageBackend'
import { makeTestCore } from '../testing/makeTestCore'
import { optimism, solanaMainnet } from '../testing/networks'
import { ACTIVE_NETWORK_STORAGE_KEY, persistActiveNetwork } from './networkPersistenceFlow'

const KEY = `@appkit-wallet/${ACTIVE_NETWORK_STORAGE_KEY}`
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('active network persistence', () => {
  it('HOSTILE I "connected without a prompt on the last network": the stored network is restored and changes are stored', async () => {
    const storage = createMemoryBackend()
    const { core } = makeTestCore('http://127.0.0.1:9', {}, { storage })
    const stop = persistActiveNetwork(core)
    setActiveNetwork(core.chain, solanaMainnet)
    await tick()
    expect(storage.getItem(KEY)).toBe(JSON.stringify(solanaMainnet.caipNetworkId))
    stop()
    setActiveNetwork(core.chain, optimism)
    await tick()
    expect(storage.getItem(KEY)).toBe(JSON.stringify(solanaMainnet.caipNetworkId))
    const reloaded = makeTestCore('http://127.0.0.1:9', {}, { storage }).core
    persistActiveNetwork(reloaded)()
    expect(reloaded.chain.activeNamespace).toBe('solana')
  })

  it('HOSTILE D "a persisted chainId that is not configured ... falls back to the default chain"', () => {
    for (const value of [JSON.stringify('eip155:999'), '{broken', JSON.stringify(42)]) {
      const storage = createMemoryBackend()
      storage.setItem(KEY, value)
      const { core } = makeTestCore('http://127.0.0.1:9', {}, { storage })
      persistActiveNetwork(core)()
      expect(core.chain.namespaces.eip155?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:1')
      expect(core.chain.activeNamespace).toBe('eip155')
    }
  })
})
