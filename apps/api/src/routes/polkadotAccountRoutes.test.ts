import {
  POLKADOT_DEV_BALANCE,
  type PolkadotDevnet,
  polkadotDevPair,
  setPolkadotBalances,
  startPolkadotDevnet,
} from '@appkit/test'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type {} from '@polkadot/api/augment'
import type { ApiOptions } from '@polkadot/api/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChainRoutes } from '../../test/startChainRoutes'
import { devnetApiConfig, devnetPrices } from '../devnetApiConfig'

// Balances for `polkadot:` ids against the real chain: chopsticks running Asset Hub Rococo from
// @appkit/test (started once for this file: 3–5 s, ~260 MB), read over real HTTP on 127.0.0.1.
// The route reads System.Account from the node's storage; nothing is cached.
let devnet: PolkadotDevnet
let server: { url: string; close(): Promise<void> }

beforeAll(async () => {
  devnet = await startPolkadotDevnet()
  server = await startChainRoutes(
    devnetApiConfig({ chains: [], contracts: {}, polkadot: devnet.info }, { indexer: false }),
  )
}, 90_000)

afterAll(async () => {
  await server?.close()
  await devnet?.node.stop()
})

type Balance = { symbol: string; chainId: string; price: number; quantity: { numeric: string } }
const get = async <T>(path: string) => {
  const response = await fetch(`${server.url}${path}`)
  return { status: response.status, body: (await response.json()) as T }
}

describe('Polkadot balances on the chopsticks devnet', () => {
  it('answers a dev account’s ROC balance (CAIP-10 or address plus chainId) from the chain’s storage', async () => {
    const [account] = devnet.accounts
    const { chainId } = devnet.info
    const caip10 = await get<{ balances: Balance[] }>(
      `/v1/account/${chainId}:${account!.address}/balance`,
    )
    expect(caip10.status).toBe(200)
    expect(caip10.body.balances).toEqual([
      expect.objectContaining({
        symbol: 'ROC',
        chainId,
        quantity: { decimals: '12', numeric: '1000' },
      }),
    ])
    // A testnet token has no price (the next test prices DOT on a market network).
    expect(caip10.body.balances[0]!.price).toBe(0)
    await setPolkadotBalances(devnet.info.httpUrl, [account!.address], POLKADOT_DEV_BALANCE + 1n)
    const plain = await get<{ balances: Balance[] }>(
      `/v1/account/${account!.address}/balance?chainId=${chainId}`,
    )
    expect(plain.body.balances[0]!.quantity.numeric).toBe('1000.000000000001')
  })

  it('prices: the devnet’s chain is marked testnet, so ROC gets no price even when the table has one; a deployment whose network’s token is DOT and that prices DOT gets price and value', async () => {
    const account = devnet.accounts[3]!.address
    const base = devnetApiConfig(
      { chains: [], contracts: {}, polkadot: devnet.info },
      { indexer: false, prices: { ...devnetPrices, ROC: 1 } },
    )
    expect(base.polkadotChains?.[0]?.testnet).toBe(true)
    // The same node configured as a market network whose token is DOT (a stand-in for Polkadot's
    // Asset Hub: the amount is read from the chain, the symbol and price come from configuration).
    const marketChain = { ...base.polkadotChains![0]!, testnet: false }
    marketChain.nativeCurrency = { ...marketChain.nativeCurrency, name: 'Polkadot', symbol: 'DOT' }
    const servers = await Promise.all([
      startChainRoutes(base),
      startChainRoutes({ ...base, polkadotChains: [marketChain] }),
    ])
    try {
      const [testnet, market] = await Promise.all(
        servers.map(async ({ url }) => {
          const response = await fetch(
            `${url}/v1/account/${devnet.info.chainId}:${account}/balance`,
          )
          return ((await response.json()) as { balances: (Balance & { value?: number })[] })
            .balances[0]
        }),
      )
      expect(testnet).toMatchObject({ symbol: 'ROC', price: 0 })
      expect(testnet).not.toHaveProperty('value')
      expect(market).toMatchObject({
        symbol: 'DOT',
        price: devnetPrices.DOT,
        value: Number(market?.quantity.numeric) * (devnetPrices.DOT ?? 0),
      })
      expect(market?.value).toBeGreaterThan(0)
    } finally {
      await Promise.all(servers.map((server) => server.close()))
    }
  })

  it('lists the Polkadot network in /v1/supported-chains (the modal asks it before any balance)', async () => {
    const { body } = await get<{ http: string[] }>('/v1/supported-chains')
    expect(body.http).toContain(devnet.info.chainId)
  })

  it('answers no balance for an account that never existed, and 400 for a bad address or an unknown network', async () => {
    const { chainId } = devnet.info
    // Alice's well-known dev key (//Alice), never funded on this chain.
    const empty = await get<{ balances: Balance[] }>(
      `/v1/account/${chainId}:5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY/balance`,
    )
    expect(empty).toEqual({ status: 200, body: { balances: [] } })
    const address = devnet.accounts[0]!.address
    const badAddress = await get(`/v1/account/${chainId}:${address.slice(0, -1)}x/balance`)
    expect(badAddress.status).toBe(400)
    const unknown = await get(
      `/v1/account/polkadot:91b171bb158e2d3848fa23a9f1c25182:${address}/balance`,
    )
    expect(unknown.status).toBe(400)
  })
})

type History = {
  data: {
    id: string
    metadata: Record<string, string>
    transfers: {
      direction: string
      quantity: { numeric: string }
      fungible_info: { symbol: string }
    }[]
  }[]
  next: string | null
}

/** Signs `balances.transferKeepAlive` with a dev key and resolves with its hash once in a block. */
async function transfer(api: ApiPromise, fromIndex: number, to: string, amount: bigint) {
  const pair = await polkadotDevPair(fromIndex)
  return new Promise<string>((resolve, reject) => {
    const extrinsic = api.tx.balances.transferKeepAlive(to, amount)
    extrinsic
      .signAndSend(pair, ({ status, dispatchError }) => {
        if (dispatchError) reject(new Error(dispatchError.toString()))
        else if (status.isInBlock || status.isFinalized) resolve(extrinsic.hash.toHex())
      })
      .catch(reject)
  })
}

describe('Polkadot history on the chopsticks devnet (the balances.Transfer events of its blocks)', () => {
  it('answers the transfers of an account newest first in the history shape, each as that account sees it', async () => {
    const api = await ApiPromise.create({
      // WsProvider's optional `ttl` trips exactOptionalPropertyTypes; it is a provider.
      provider: new WsProvider(devnet.info.rpcUrl) as NonNullable<ApiOptions['provider']>,
      noInitWarn: true,
    })
    try {
      const [, one, two] = devnet.accounts
      const { chainId } = devnet.info
      const sent = await transfer(api, 1, two!.address, 1_500_000_000_000n)
      const back = await transfer(api, 2, one!.address, 250_000_000_000n)
      const history = await get<History>(`/v1/account/${chainId}:${one!.address}/history`)
      expect(history.status).toBe(200)
      expect(history.body.next).toBeNull()
      expect(history.body.data).toHaveLength(2)
      const [received, paid] = history.body.data
      expect(received!.metadata).toMatchObject({
        operationType: 'receive',
        hash: back,
        sentFrom: two!.address,
        sentTo: one!.address,
        status: 'confirmed',
        chain: chainId,
      })
      expect(received!.transfers).toEqual([
        expect.objectContaining({
          direction: 'in',
          quantity: { numeric: '0.25' },
          fungible_info: expect.objectContaining({ symbol: 'ROC' }),
        }),
      ])
      expect(paid!.metadata).toMatchObject({ operationType: 'send', hash: sent })
      expect(paid!.transfers[0]).toMatchObject({ direction: 'out', quantity: { numeric: '1.5' } })
      expect(Date.parse(paid!.metadata.minedAt!)).not.toBeNaN()
      // The other side sees the same two transfers the other way round.
      const other = await get<History>(`/v1/account/${two!.address}/history?chainId=${chainId}`)
      expect(other.body.data.map((tx) => tx.metadata.operationType)).toEqual(['send', 'receive'])
      // An account nothing moved to or from has none; a cursor must be one this route gave.
      const quiet = await get<History>(
        `/v1/account/${chainId}:${devnet.accounts[9]!.address}/history`,
      )
      expect(quiet.body).toEqual({ data: [], next: null })
      const badCursor = await get(`/v1/account/${chainId}:${one!.address}/history?cursor=bm9wZQ`)
      expect(badCursor.status).toBe(400)
    } finally {
      await api.disconnect()
    }
  }, 60_000)
})
