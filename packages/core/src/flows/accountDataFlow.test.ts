import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { setChainAccountData } from '../controllers/chain/account'
import { setActiveNetwork } from '../controllers/chain/chain'
import { push, reset } from '../controllers/router/router'
import { makeTransaction, usdcBalance } from '../testing/apiFixtures'
import { makeTestCore } from '../testing/makeTestCore'
import { optimism, solanaMainnet } from '../testing/networks'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import {
  loadAccountData,
  loadMoreTransactions,
  refreshTokenBalance,
  startAccountDataFlow,
} from './accountDataFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    'GET /v1/supported-chains': () => ({
      body: { http: ['eip155:1', 'eip155:10'], ws: [] },
    }),
    'GET /v1/account/0xa/balance': () => ({ body: { balances: [usdcBalance] } }),
    'GET /v1/account/0xa/history': (r) =>
      r.query.cursor === 'page2'
        ? { body: { data: [makeTransaction('t2', '2024-01-02T00:00:00Z')], next: null } }
        : { body: { data: [makeTransaction('t1', '2024-03-02T00:00:00Z')], next: 'page2' } },
    'GET /v1/account/0xbad/balance': () => ({ status: 500 }),
    'GET /v1/account/0xbad/history': () => ({ status: 500 }),
  })
})
afterAll(() => server.close())

function connected(address: string, options: Parameters<typeof makeTestCore>[1] = {}) {
  const setup = makeTestCore(server.url, options)
  setChainAccountData(setup.core.chain, 'eip155', {
    address,
    caipAddress: `eip155:1:${address}`,
    status: 'connected',
  })
  return setup
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('account data flow', () => {
  it('loads balances and the first page of transactions when the Account view opens, and nothing before', async () => {
    const { core } = connected('0xa')
    const stop = startAccountDataFlow(core)
    const before = server.requests.length
    push(core.router, 'AllWallets')
    await settle()
    expect(server.requests.length).toBe(before)
    reset(core.router, 'Account')
    await vi.waitFor(
      () => {
        expect(core.balance.tokenBalances.map((b) => b.symbol)).toEqual(['USDC'])
        expect(core.transactions.transactions.map((t) => t.id)).toEqual(['t1'])
      },
      { timeout: 2000 },
    )
    expect(core.transactions.next).toBe('page2')
    expect(core.snackbar.open).toBe(false)
    // Back on Account for the same account and network: balances again, no second first page.
    push(core.router, 'Swap')
    reset(core.router, 'Account')
    await settle()
    expect(core.transactions.transactions.map((t) => t.id)).toEqual(['t1'])
    await loadMoreTransactions(core)
    expect(core.transactions.transactions.map((t) => t.id)).toEqual(['t1', 't2'])
    stop()
  })

  it('SPEC §8 "Balance: toast \'Token Balance Unavailable\' when fetch fails or network unsupported; retry blocked 30 s"', async () => {
    const failing = connected('0xbad').core
    await expect(refreshTokenBalance(failing)).resolves.toBe(false)
    expect(failing.snackbar).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    const before = server.requests.length
    await expect(refreshTokenBalance(failing)).resolves.toBe(false)
    expect(server.requests.length).toBe(before)

    const unsupported = connected('0xa').core
    setActiveNetwork(unsupported.chain, solanaMainnet)
    setChainAccountData(unsupported.chain, 'solana', { address: '0xa' })
    await refreshTokenBalance(unsupported)
    expect(unsupported.snackbar.message).toBe('Token Balance Unavailable')
  })

  it("SPEC §8 toast 'Failed to fetch transactions'; transactions are EVM only and follow the active network", async () => {
    const { core } = connected('0xbad')
    await loadAccountData(core)
    expect(core.transactions.empty).toBe(true)
    // Two toasts: the second replaces the first after the 150 ms swap.
    await vi.waitFor(() => expect(core.snackbar.message).toBe('Failed to fetch transactions'), {
      timeout: 1000,
    })
    expect(core.snackbar.variant).toBe('error')

    const evm = connected('0xa').core
    await loadMoreTransactions(evm)
    expect(evm.transactions.owner).toBe('eip155:1:0xa')
    setActiveNetwork(evm.chain, optimism)
    await loadMoreTransactions(evm)
    expect(evm.transactions.owner).toBe('eip155:10:0xa')
    // The optimism page holds mainnet transactions only: dropped as other-chain.
    expect(evm.transactions.transactions).toEqual([])
    setActiveNetwork(evm.chain, solanaMainnet)
    await expect(loadMoreTransactions(evm)).resolves.toBe(false)
    const noActivity = connected('0xa', { features: {} }).core
    noActivity.features.activity = false
    await expect(loadMoreTransactions(noActivity)).resolves.toBe(false)
    const nobody = makeTestCore(server.url).core
    await expect(refreshTokenBalance(nobody)).resolves.toBe(false)
    await expect(loadAccountData(nobody)).resolves.toBeUndefined()
  })
})
