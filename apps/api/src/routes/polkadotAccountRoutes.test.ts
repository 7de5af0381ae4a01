import {
  POLKADOT_DEV_BALANCE,
  type PolkadotDevnet,
  setPolkadotBalances,
  startPolkadotDevnet,
} from '@appkit/test'
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
    // A testnet token has no price in the devnet's table; DOT has one.
    expect(caip10.body.balances[0]!.price).toBe(0)
    expect(devnetPrices.DOT).toBeGreaterThan(0)
    await setPolkadotBalances(devnet.info.httpUrl, [account!.address], POLKADOT_DEV_BALANCE + 1n)
    const plain = await get<{ balances: Balance[] }>(
      `/v1/account/${account!.address}/balance?chainId=${chainId}`,
    )
    expect(plain.body.balances[0]!.quantity.numeric).toBe('1000.000000000001')
  })

  it('answers no balance for an account that never existed, and 400 for a bad address, an unknown network or history', async () => {
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
    const history = await get<{ message: string }>(`/v1/account/${chainId}:${address}/history`)
    expect(history.status).toBe(400)
    expect(history.body.message).toBe('History is not indexed for polkadot networks')
  })
})
