import { COSMOS_DEV_ADDRESSES, COSMOS_DEV_BALANCE, cosmosDevWallet } from '@appkit/test'
import { GasPrice, SigningStargateClient } from '@cosmjs/stargate'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startChainRoutes } from '../../test/startChainRoutes'
import { devnetApiConfig, devnetPrices } from '../devnetApiConfig'
import type { HistoryTransaction } from '../history/readHistory'

// Balance and history for `cosmos:` ids against the devnet's Cosmos SIMULATOR (a bank ledger in
// CometBFT's RPC shapes with LCD routes, started by the vitest global setup; no cosmos-sdk node
// can run here), over real HTTP on 127.0.0.1. The send is signed by unmodified cosmjs with dev
// key 8 (PUBLIC TEST KEY) to dev key 9.
const devnet = inject('devnet')
const chain = devnet.cosmos.chains[0]!
const chainId = `cosmos:${chain.chainId}`
type Balance = { symbol: string; price: number; value?: number; quantity: { numeric: string } }

describe('Cosmos balance and history on the simulator', () => {
  let server: { url: string; close(): Promise<void> }
  const get = async <T>(path: string) => {
    const res = await fetch(`${server.url}${path}`)
    return { status: res.status, body: (await res.json()) as T }
  }
  beforeAll(async () => {
    server = await startChainRoutes(devnetApiConfig(devnet))
  })
  afterAll(() => server?.close())

  it("simulator: reads the ATOM balance (no price: the simulator's ATOM is no market's coin, so no value), then lists a MsgSend in both accounts’ history with the amount moved", async () => {
    const [from, to] = [COSMOS_DEV_ADDRESSES[8]!, COSMOS_DEV_ADDRESSES[9]!]
    const balance = await get<{ balances: Balance[] }>(
      `/v1/account/${chainId}:${from}/balance?currency=usd`,
    )
    expect(balance.status).toBe(200)
    expect(balance.body.balances).toEqual([
      expect.objectContaining({
        symbol: 'ATOM',
        price: 0,
        quantity: { decimals: '6', numeric: String(Number(COSMOS_DEV_BALANCE) / 1e6) },
      }),
    ])
    expect(balance.body.balances[0]).not.toHaveProperty('value')

    const wallet = await cosmosDevWallet()
    const client = await SigningStargateClient.connectWithSigner(chain.rpcUrl, wallet, {
      gasPrice: GasPrice.fromString('0.0025uatom'),
      broadcastPollIntervalMs: 50,
    })
    const sent = await client.sendTokens(from, to, [{ denom: 'uatom', amount: '1500000' }], 'auto')
    client.disconnect()

    const outgoing = await get<{ data: HistoryTransaction[]; next: string | null }>(
      `/v1/account/${from}/history?chainId=${chainId}`,
    )
    expect(outgoing.status).toBe(200)
    expect(outgoing.body.data[0]).toMatchObject({
      id: sent.transactionHash,
      metadata: {
        operationType: 'send',
        sentFrom: from,
        sentTo: to,
        status: 'confirmed',
        chain: chainId,
      },
      transfers: [
        { direction: 'out', quantity: { numeric: '1.5' }, fungible_info: { symbol: 'ATOM' } },
      ],
    })
    expect(Date.parse(outgoing.body.data[0]!.metadata.minedAt)).toBeGreaterThan(Date.now() - 60_000)
    const incoming = await get<{ data: HistoryTransaction[] }>(
      `/v1/account/${chainId}:${to}/history`,
    )
    expect(incoming.body.data[0]).toMatchObject({
      id: sent.transactionHash,
      metadata: { operationType: 'receive' },
      transfers: [{ direction: 'in', quantity: { numeric: '1.5' } }],
    })
    const after = await get<{ balances: Balance[] }>(`/v1/account/${chainId}:${to}/balance`)
    expect(after.body.balances[0]?.quantity.numeric).toBe('1001.5')
  })

  it('lists the cosmos chains among the supported chains (the modal asks before reading)', async () => {
    const supported = await get<{ http: string[] }>('/v1/supported-chains')
    expect(supported.body.http).toContain(chainId)
  })

  it('refuses a cosmos id that is not configured and a malformed address (400)', async () => {
    expect(
      (await get(`/v1/account/${COSMOS_DEV_ADDRESSES[0]}/balance?chainId=cosmos:cosmoshub-4`))
        .status,
    ).toBe(400)
    expect((await get(`/v1/account/notanaddress0000/balance?chainId=${chainId}`)).status).toBe(400)
  })

  it('prices: a deployment that configures an ATOM price gets it on a network not marked testnet (price and value, also in history), while a testnet’s ATOM gets none even then', async () => {
    // The simulator's two chains, configured as a deployment would: the first as a market network
    // (a stand-in for cosmoshub-4), the second marked testnet as the devnet marks both.
    const base = devnetApiConfig(devnet)
    const priced = await startChainRoutes({
      ...base,
      prices: { ...devnetPrices, ATOM: 8.25 },
      cosmosChains: (base.cosmosChains ?? []).map((entry, index) => ({
        ...entry,
        testnet: index !== 0,
      })),
    })
    try {
      const read = async (chain: string) => {
        const response = await fetch(
          `${priced.url}/v1/account/${chain}:${COSMOS_DEV_ADDRESSES[0]}/balance`,
        )
        return ((await response.json()) as { balances: Balance[] }).balances[0]
      }
      const numeric = Number(COSMOS_DEV_BALANCE) / 1e6
      expect(await read(chainId)).toMatchObject({
        symbol: 'ATOM',
        price: 8.25,
        value: numeric * 8.25,
      })
      const testnet = await read(`cosmos:${devnet.cosmos.chains[1]!.chainId}`)
      expect(testnet).toMatchObject({ symbol: 'ATOM', price: 0 })
      expect(testnet).not.toHaveProperty('value')
      // The devnet's own configuration marks both simulator chains testnet.
      expect(base.cosmosChains?.every((entry) => entry.testnet)).toBe(true)
      // History prices the transfers the first test made on the market network.
      const history = await fetch(
        `${priced.url}/v1/account/${chainId}:${COSMOS_DEV_ADDRESSES[9]}/history`,
      )
      const { data } = (await history.json()) as { data: HistoryTransaction[] }
      const transfers = data.flatMap((transaction) => transaction.transfers)
      expect(transfers.length).toBeGreaterThan(0)
      for (const transfer of transfers)
        expect(transfer).toMatchObject({
          price: 8.25,
          value: Number(transfer.quantity.numeric) * 8.25,
        })
    } finally {
      await priced.close()
    }
  })
})
