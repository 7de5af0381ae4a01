import { subscribe } from 'valtio'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKitCore } from '../client/createAppKitCore'
import { isFeatureSupported } from '../constants/namespaceFeatures'
import { SENT_TRANSFER_HISTORY_RETRY_MS } from '../constants/timeConstants'
import { setChainAccountData } from '../controllers/chain/account'
import { getActiveAccount, getActiveNetwork, setActiveNetwork } from '../controllers/chain/chain'
import { push, reset } from '../controllers/router/router'
import { setSendAmount, setSendReceiver, setSendToken } from '../controllers/send/send'
import { makeTransaction, usdcBalance } from '../testing/apiFixtures'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { loadAccountData, loadMoreTransactions, startAccountDataFlow } from './accountDataFlow'
import { sendToken } from './sendFlow'
import { refreshAfterSend } from './sentTransferFlow'

// The history the API answers: what it has indexed so far (the newest first), in two pages.
let indexed: ReturnType<typeof makeTransaction>[] = []
let behind = 0
let usdc = usdcBalance
const sent = () => ({
  ...makeTransaction('sent-1', '2024-04-01T00:00:00Z'),
  metadata: {
    ...makeTransaction('sent-1', '2024-04-01T00:00:00Z').metadata,
    hash: '0xHASH',
  },
})
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    'GET /v1/supported-chains': () => ({ body: { http: ['eip155:1'], ws: [] } }),
    'GET /v1/account/0xa/balance': () => ({ body: { balances: [usdc] } }),
    'GET /v1/account/0xa/history': (r) => {
      if (r.query.cursor === 'page2') return { body: { data: indexed.slice(-1), next: null } }
      // An indexer a block behind: the sent transfer is not in the next `behind` first pages.
      const page = indexed.slice(0, -1)
      if (behind === 0) return { body: { data: page, next: 'page2' } }
      behind -= 1
      return { body: { data: page.filter((tx) => tx.id !== 'sent-1'), next: 'page2' } }
    },
    'POST /e': () => ({ status: 202 }),
  })
})
afterAll(() => server.close())
beforeEach(() => {
  behind = 0
  usdc = usdcBalance
  indexed = [
    makeTransaction('t1', '2024-03-02T00:00:00Z'),
    makeTransaction('t2', '2024-01-02T00:00:00Z'),
  ]
})

// The system's timers, except that the wait between two history reads after a send is skipped
// (no timing is asserted; the transport's own timeouts stay as they are).
const instantClock = {
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) =>
    globalThis.setTimeout(callback, ms === SENT_TRANSFER_HISTORY_RETRY_MS ? 0 : ms),
  clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as number),
}

// The test core's namespaces, as the modal would ask for them (no namespace is named here): the
// active one of its default network, which has Activity, and a configured one without it.
function activeNetworkWithActivity(core: AppKitCore) {
  const network = getActiveNetwork(core.chain)
  if (!network || !isFeatureSupported('activity', network))
    throw new Error('the test core must start on a network with Activity')
  return network
}
function networkWithoutActivity(core: AppKitCore) {
  const network = core.chain.networks.find((n) => !isFeatureSupported('activity', n))
  if (!network) throw new Error('the test core must configure a namespace without Activity')
  return network
}
function adapterOf(core: AppKitCore, namespace: keyof AppKitCore['chain']['adapters']) {
  const adapter = core.chain.adapters[namespace]
  if (!adapter) throw new Error(`no test adapter for ${namespace}`)
  return adapter
}

/** A test core whose active account (on a namespace with Activity) is `0xa`, with its adapter. */
function connected() {
  const { core } = makeTestCore(server.url, {}, { clock: instantClock })
  const network = activeNetworkWithActivity(core)
  setChainAccountData(core.chain, network.chainNamespace, {
    address: '0xa',
    caipAddress: `${network.caipNetworkId}:0xa`,
  })
  return { core, adapter: adapterOf(core, network.chainNamespace) }
}

function fillSend(core: AppKitCore) {
  setSendToken(core.send, usdcBalance)
  setSendAmount(core.send, '2.5')
  setSendReceiver(core.send, '0xb')
}

const historyReads = () =>
  server.requests.filter((r) => r.path === '/v1/account/0xa/history' && !r.query.cursor).length
const ids = (core: AppKitCore) => core.transactions.transactions.map((tx) => tx.id)

describe('sent transfer flow', () => {
  it('SPEC §4 "Sending a token: start, send, balance refresh, reset send state": after a send the Activity already shown lists the new transfer and the native balance drops, without a reload, nothing shown dropped meanwhile, and no second first page when Account is shown again', async () => {
    const { core, adapter } = connected()
    const stop = startAccountDataFlow(core)
    reset(core.router, 'Account')
    await vi.waitFor(() => expect(ids(core)).toEqual(['t1']), { timeout: 2000 })
    await loadMoreTransactions(core)
    expect(ids(core)).toEqual(['t1', 't2'])
    const shown: number[] = []
    const unsubscribe = subscribe(
      core.transactions,
      () => shown.push(core.transactions.transactions.length),
      true,
    )

    // The chain takes the transfer: the API lists it, the adapter reads the lower balance.
    const readsBefore = historyReads()
    adapter.transfer = async () => {
      indexed = [sent(), ...indexed]
      usdc = { ...usdcBalance, quantity: { decimals: '6', numeric: '10' } }
      adapter.getBalance = async () => ({ balance: '1.25', symbol: 'ETH' })
      return '0xhash'
    }
    fillSend(core)
    push(core.router, 'Swap') // stands for the Send panel: any view but Account
    expect(await sendToken(core)).toBe('0xhash')
    expect(getActiveAccount(core.chain)?.balance).toBe('1.25')
    expect(core.balance.tokenBalances[0]?.quantity.numeric).toBe('10')
    await vi.waitFor(() => expect(ids(core)).toEqual(['sent-1', 't1', 't2']), { timeout: 2000 })
    expect(core.transactions.transactionsByYear[0]?.months[0]?.transactions[0]?.id).toBe('sent-1')
    expect(core.transactions).toMatchObject({ next: undefined, empty: false, loading: false })
    expect(shown.every((length) => length >= 2)).toBe(true)
    expect(historyReads() - readsBefore).toBe(1)

    // Back on Account: the list is already fresh, its first page is not read again, and the
    // token balances it reads are the ones read after the send (not those cached before it).
    reset(core.router, 'Account')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(historyReads() - readsBefore).toBe(1)
    expect(core.balance.tokenBalances[0]?.quantity.numeric).toBe('10')
    expect(ids(core)).toEqual(['sent-1', 't1', 't2'])
    unsubscribe()
    stop()
  })

  it('reads the newest page again while the indexer is a block behind, until it lists the transfer', async () => {
    const { core } = connected()
    await loadAccountData(core)
    expect(ids(core)).toEqual(['t1'])
    indexed = [sent(), ...indexed]
    behind = 1
    const readsBefore = historyReads()
    await refreshAfterSend(core, '0xhash').history
    expect(historyReads() - readsBefore).toBe(2)
    expect(ids(core)).toEqual(['sent-1', 't1'])
  })

  it('namespace-neutral: a namespace without activity reads its balances only, and a history never shown is left to the Account view', async () => {
    const { core } = connected()
    const without = networkWithoutActivity(core)
    setActiveNetwork(core.chain, without)
    setChainAccountData(core.chain, without.chainNamespace, { address: '0xa' })
    adapterOf(core, without.chainNamespace).getBalance = async () => ({
      balance: '3',
      symbol: 'SOL',
    })
    const readsBefore = historyReads()
    const { balances, history } = refreshAfterSend(core, 'sig')
    await Promise.all([balances, history])
    expect(getActiveAccount(core.chain)?.balance).toBe('3')
    expect(historyReads()).toBe(readsBefore)

    const withActivity = connected().core
    await refreshAfterSend(withActivity, '0xhash').history
    expect(historyReads()).toBe(readsBefore)
    expect(withActivity.transactions.owner).toBeUndefined()
  })
})
