import { createMemoryBackend } from '@appkit/core'
import * as flows from '@appkit/core/flows'
import { createAppKitCore } from '@appkit/core/internal'
import { BITCOIN_DEV_KEYS, createBitcoinDevWallet } from '@appkit/dev-wallet/bitcoin'
import { devBitcoinKeys } from '@appkit/test'
import { injectDevnetBitcoin } from '@appkit/test/vitest-bitcoin'
import { getWallets } from '@wallet-standard/app'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { BitcoinAdapter } from './BitcoinAdapter'
import { bitcoinRegtest } from './networks/bitcoinNetworks'
import { startBitcoinApi } from './testing/regtestFixtures'

// A page load, then a reload: core (with its injected storage) and the adapter are created anew
// each time, the wallet too (an extension keeps its authorization in its own storage). The
// API is the real bip122 routes on the real regtest node; this file reads dev key 6 only.
const node = injectDevnetBitcoin()
let api: Awaited<ReturnType<typeof startBitcoinApi>>
beforeAll(async () => {
  api = await startBitcoinApi(node)
})
afterAll(() => api.close())

function walletStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

function pageLoad(
  coreStorage: ReturnType<typeof createMemoryBackend>,
  kept: ReturnType<typeof walletStorage>,
) {
  const wallet = createBitcoinDevWallet({
    name: 'Dev Wallet Reload',
    key: BITCOIN_DEV_KEYS[6]!,
    storage: kept,
  })
  const unregister = getWallets().register(wallet)
  const adapter = new BitcoinAdapter({ networks: [bitcoinRegtest], apiUrl: api.url })
  const core = createAppKitCore(
    {
      networks: [bitcoinRegtest],
      adapters: [adapter],
      apiUrls: { blockchain: api.url, wallet: api.url, analytics: api.url },
    },
    { storage: coreStorage },
  )
  return {
    wallet,
    adapter,
    core,
    close: () => {
      unregister()
      adapter.destroy()
    },
  }
}

it('reconnects after a reload with a new adapter instance, through core’s stored connection, without a prompt', async () => {
  const coreStorage = createMemoryBackend()
  const kept = walletStorage()
  const first = pageLoad(coreStorage, kept)
  await flows.connectWallet(first.core, { namespace: 'bip122', connectorId: 'Dev Wallet Reload' })
  const payment = `${bitcoinRegtest.caipNetworkId}:${devBitcoinKeys()[6]!.payment.address}`
  expect(first.core.chain.namespaces.bip122?.accountState.caipAddress).toBe(payment)
  first.close()

  const second = pageLoad(coreStorage, kept)
  second.wallet.setMode('reject') // any prompt now would fail the reconnect
  expect(await flows.syncConnectionsAtStart(second.core, 'bip122')).toEqual(['Dev Wallet Reload'])
  expect(second.core.chain.namespaces.bip122?.accountState.caipAddress).toBe(payment)
  expect(await second.adapter.getAccounts({ connectorId: 'Dev Wallet Reload' })).toEqual([
    expect.objectContaining({ caipAddress: payment, purpose: 'payment' }),
    expect.objectContaining({ purpose: 'ordinal' }),
  ])
  second.close()

  // The visitor revoked the site in the wallet: the next load stays disconnected.
  const third = pageLoad(coreStorage, kept)
  third.wallet.revokeAuthorization()
  expect(await flows.syncConnectionsAtStart(third.core, 'bip122')).toEqual([])
  expect(third.core.chain.namespaces.bip122?.accountState.caipAddress).toBeUndefined()
  third.close()
})
