import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainAdapterPreparedTransfer, ChainAdapterTransfer } from '../adapter/ChainAdapter'
import { setChainAccountData } from '../controllers/chain/account'
import { setSendAmount, setSendReceiver, setSendToken } from '../controllers/send/send'
import { makeTestApiClient, usdcBalance } from '../testing/apiFixtures'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { canPrepareSend, prepareSend, sendToken, toBaseUnits } from './sendFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    'GET /v1/supported-chains': () => ({ body: { http: ['eip155:1'], ws: [] } }),
    'GET /v1/account/0xa/balance': () => ({ body: { balances: [usdcBalance] } }),
    'POST /e': () => ({ status: 202 }),
  })
})
afterAll(() => server.close())

function ready() {
  const setup = makeTestCore(server.url)
  setChainAccountData(setup.core.chain, 'eip155', { address: '0xa', caipAddress: 'eip155:1:0xa' })
  return setup
}

describe('send flow', () => {
  it('converts decimal amounts to base units exactly', () => {
    expect(toBaseUnits('1.5', 6)).toBe(1_500_000n)
    expect(toBaseUnits('0.000001', 6)).toBe(1n)
    expect(toBaseUnits('2', 18)).toBe(2_000_000_000_000_000_000n)
    expect(toBaseUnits('.5', 2)).toBe(50n)
    expect(makeTestApiClient(server.url).client.config.baseUrl).toBe(server.url)
  })

  it("SPEC §8 'An amount and receiver address are required', 'A token is required'", async () => {
    const { core } = ready()
    await expect(sendToken(core)).rejects.toThrow('An amount and receiver address are required')
    setSendAmount(core.send, '1')
    setSendReceiver(core.send, '0xb')
    await expect(sendToken(core)).rejects.toThrow('A token is required')
  })

  it('SPEC §4 "Sending a token: start, send, balance refresh, reset send state"', async () => {
    const { core, evm } = ready()
    setSendToken(core.send, usdcBalance)
    setSendAmount(core.send, '2.5')
    setSendReceiver(core.send, '0xb')
    const hash = await sendToken(core)
    expect(hash).toBe('0xhash')
    // The send flow names the asset by CAIP-19 and the amount in base units (6 decimals).
    expect(evm.calls).toContain('transfer:eip155:1/erc20:0xa0b8:0xb:2500000')
    const refresh = server.requests.find((r) => r.path === '/v1/account/0xa/balance')
    expect(refresh?.query.forceUpdate).toBe('0xhash')
    expect(core.balance.tokenBalances.map((b) => b.symbol)).toEqual(['USDC'])
    expect(core.send).toMatchObject({
      token: undefined,
      amount: undefined,
      receiverAddress: undefined,
      loading: false,
      lastHash: '0xhash',
    })
  })

  it('a failed send keeps the form, clears loading and shows an error toast', async () => {
    const { core, evm } = ready()
    evm.transfer = async () => {
      throw new Error('rejected')
    }
    setSendToken(core.send, usdcBalance)
    setSendAmount(core.send, '1')
    setSendReceiver(core.send, '0xb')
    await expect(sendToken(core)).rejects.toThrow('rejected')
    expect(core.send).toMatchObject({ loading: false, amount: '1' })
    expect(core.snackbar.variant).toBe('error')
    const noAccount = makeTestCore(server.url).core
    setSendToken(noAccount.send, usdcBalance)
    setSendAmount(noAccount.send, '1')
    setSendReceiver(noAccount.send, '0xb')
    await expect(sendToken(noAccount)).rejects.toThrow('No ActiveCaipAddress found')
  })

  it('prices a transfer before signing where the adapter can (a Bitcoin PSBT): the fee shows first, Send sends exactly that one, a changed amount prices again', async () => {
    const { core, evm } = ready()
    expect(canPrepareSend(core)).toBe(false)
    const prepared: (ChainAdapterPreparedTransfer & { amount: bigint })[] = []
    const sent: unknown[] = []
    Object.assign(evm, {
      prepareTransfer: async (transfer: ChainAdapterTransfer) => {
        const priced = { fee: 1_410_000_000_000n, amount: transfer.amount }
        prepared.push(priced)
        return priced
      },
      sendPreparedTransfer: async (transfer: ChainAdapterPreparedTransfer) => {
        sent.push(transfer)
        return '0xprepared'
      },
    })
    expect(canPrepareSend(core)).toBe(true)
    setSendToken(core.send, usdcBalance)
    setSendAmount(core.send, '1')
    setSendReceiver(core.send, '0xb')
    const priced = await prepareSend(core)
    // The fee in the network's native currency (18 decimals here), before any signature.
    expect(priced).toMatchObject({ fee: '0.00000141', feeSymbol: 'ETH' })
    expect(core.send.prepared?.fee).toBe('0.00000141')
    expect(core.send.loading).toBe(false)
    setSendAmount(core.send, '2')
    expect(core.send.prepared).toBeUndefined()
    await prepareSend(core)
    setSendAmount(core.send, '2') // unchanged: still priced
    expect(await sendToken(core)).toBe('0xprepared')
    expect(sent).toEqual([prepared[1]])
    expect(prepared[1]?.amount).toBe(2_000_000n)
    expect(evm.calls.some((call) => call.startsWith('transfer:'))).toBe(false)
  })
})
