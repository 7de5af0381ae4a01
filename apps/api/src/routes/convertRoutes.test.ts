import { DEV_ACCOUNTS, devnetPublicClient, devnetWalletClient } from '@appkit/test'
import {
  type Address,
  erc20Abi,
  type Hex,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startTestServer } from '../../test/databaseKinds'
import { devnetApiConfig } from '../devnetApiConfig'
import type { RunningApiServer } from '../server/startApiServer'

type Tx = { tx: { from: string; to: Address; data: Hex; value: string; eip155?: { gas?: string } } }

const quoteAbi = parseAbi([
  'function quoteNativeToToken(uint256 amountIn) view returns (uint256)',
  'function reserves() view returns (uint256, uint256)',
])

// The convert routes hold no database state, so one database kind is enough. Dev accounts 7
// and 8 are this file's own, so no other suite races their nonces.
describe('convert routes on the devnet swap pool', () => {
  const devnet = inject('devnet')
  const chain = devnet.chains.find((c) => c.chainId === 1)
  const contracts = devnet.contracts[1]
  const polygon = devnet.contracts[137]
  if (!chain || !contracts || !polygon) throw new Error('the devnet lacks chain 1 or 137')
  const [trader, rival] = [DEV_ACCOUNTS[7], DEV_ACCOUNTS[8]]
  if (!trader || !rival) throw new Error('no dev account')
  const publicClient = devnetPublicClient(chain)
  const eth = 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
  const usdc = `eip155:1:${contracts.usdc}`
  let server: RunningApiServer
  const get = async <T>(path: string) => {
    const res = await fetch(`${server.url}${path}`)
    return { status: res.status, body: (await res.json()) as T }
  }
  const build = async <T = Tx>(body: Record<string, unknown>) => {
    const res = await fetch(`${server.url}/v1/convert/build-transaction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: 'default', disableEstimate: false, ...body }),
    })
    return { status: res.status, body: (await res.json()) as T }
  }
  const send = async (account: typeof trader, { tx }: Tx) => {
    const hash = await devnetWalletClient(chain, account).sendTransaction({
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.value),
    })
    return publicClient.waitForTransactionReceipt({ hash })
  }
  const usdcBalance = (holder: Address) =>
    publicClient.readContract({
      address: contracts.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    })

  beforeAll(async () => {
    // Chain 137 is served without its pool: the 'not supported' answers come from a real chain.
    const withoutPolygonPool = {
      chains: devnet.chains,
      contracts: { 1: contracts, 137: { usdc: polygon.usdc, nft: polygon.nft } },
    }
    server = await startTestServer('pglite', devnetApiConfig(withoutPolygonPool))
  })
  afterAll(() => server.close())

  it('GET /v1/convert/tokens lists the native coin and USDC of the pool as CAIP-10 swap tokens', async () => {
    const { status, body } = await get<{ tokens: unknown[] }>('/v1/convert/tokens?chainId=eip155:1')
    expect(status).toBe(200)
    expect(body.tokens).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        decimals: 18,
        logoUri: '/public/getTokenImage/ETH',
        eip2612: false,
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        address: usdc,
        decimals: 6,
        logoUri: '/public/getTokenImage/USDC',
        eip2612: false,
      },
    ])
  })

  it("SPEC §8 'Network not supported for Swaps' and 'Network not supported for Gas Price' on a chain without a pool", async () => {
    for (const path of [
      '/v1/convert/tokens?chainId=eip155:137',
      '/v1/convert/tokens?chainId=eip155:5',
      `/v1/convert/quotes?amount=1&userAddress=${trader.address}&from=eip155:137:${polygon.usdc}&to=${eth.replace(':1:', ':137:')}`,
      `/v1/convert/allowance?tokenAddress=eip155:137:${polygon.usdc}&userAddress=${trader.address}`,
    ]) {
      expect(await get(path)).toEqual({
        status: 400,
        body: { error: 'Bad Request', message: 'Network not supported for Swaps' },
      })
    }
    expect(await get('/v1/convert/gas-price?chainId=eip155:137')).toEqual({
      status: 400,
      body: { error: 'Bad Request', message: 'Network not supported for Gas Price' },
    })
    const gas = await get<{ standard: string }>('/v1/convert/gas-price?chainId=eip155:1')
    expect(BigInt(gas.body.standard)).toBe(await publicClient.getGasPrice())
  })

  it('GET /v1/convert/quotes answers the pool quote in base units', async () => {
    const amount = parseEther('1')
    const { body } = await get<{ quotes: { fromAmount: string; toAmount: string }[] }>(
      `/v1/convert/quotes?amount=${amount}&userAddress=${trader.address}&from=${eth}&to=${usdc}&gasPrice=1`,
    )
    const onChain = await publicClient.readContract({
      address: contracts.swapPool!,
      abi: quoteAbi,
      functionName: 'quoteNativeToToken',
      args: [amount],
    })
    expect(body).toEqual({
      quotes: [{ fromAmount: amount.toString(), toAmount: onChain.toString() }],
    })
    // 1 ETH buys a little under 3,000 USDC (the pool price, less the fee and the price impact).
    expect(onChain).toBeGreaterThan(parseUnits('2900', 6))
    expect(onChain).toBeLessThan(parseUnits('3000', 6))
  })

  it.each<[string, string, string]>([
    ['an unknown token', `eip155:1:0x000000000000000000000000000000000000dEaD`, usdc],
    ['the same side twice', usdc, usdc],
    ['two networks', eth, `eip155:137:${polygon.usdc}`],
    ['a zero amount', eth, usdc],
  ])('quotes refuse %s with 400', async (why, from, to) => {
    const amount = why === 'a zero amount' ? '0' : '1000'
    const { status } = await get(
      `/v1/convert/quotes?amount=${amount}&userAddress=${trader.address}&from=${from}&to=${to}`,
    )
    expect(status).toBe(400)
  })

  it('allowance, build-approve and build-transaction swap USDC for ETH, then ETH for USDC, for real', async () => {
    const allowancePath = `/v1/convert/allowance?tokenAddress=${usdc}&userAddress=${trader.address}`
    expect((await get(allowancePath)).body).toEqual({ allowance: '0' })
    expect(
      (await get(`/v1/convert/allowance?tokenAddress=${eth}&userAddress=${trader.address}`)).body,
    ).toEqual({ allowance: maxUint256.toString() })

    const approve = await get<Tx>(
      `/v1/convert/build-approve?userAddress=${trader.address}&from=${usdc}&to=${eth}`,
    )
    expect(approve.body.tx.to.toLowerCase()).toBe(contracts.usdc.toLowerCase())
    expect((await send(trader, approve.body)).status).toBe('success')
    expect((await get(allowancePath)).body).toEqual({ allowance: maxUint256.toString() })

    const amount = parseUnits('300', 6)
    const usdcBefore = await usdcBalance(trader.address)
    const ethBefore = await publicClient.getBalance({ address: trader.address })
    const sell = await build({
      amount: amount.toString(),
      eip155: { slippage: '1' },
      from: usdc,
      to: eth,
      userAddress: trader.address,
    })
    expect(sell.status).toBe(200)
    expect(sell.body.tx).toMatchObject({ to: contracts.swapPool, value: '0' })
    expect(BigInt(sell.body.tx.eip155?.gas ?? 0)).toBeGreaterThan(21_000n)
    const sold = await send(trader, sell.body)
    expect(sold.status).toBe('success')
    expect(await usdcBalance(trader.address)).toBe(usdcBefore - amount)
    const fee = sold.gasUsed * sold.effectiveGasPrice
    const ethGained = (await publicClient.getBalance({ address: trader.address })) + fee - ethBefore
    expect(ethGained).toBeGreaterThan(parseEther('0.09'))
    expect(ethGained).toBeLessThan(parseEther('0.1'))

    const buy = await build({
      amount: parseEther('0.05').toString(),
      eip155: { slippage: '1' },
      from: eth,
      to: usdc,
      userAddress: trader.address,
    })
    expect(buy.body.tx.value).toBe(parseEther('0.05').toString())
    const usdcMid = await usdcBalance(trader.address)
    expect((await send(trader, buy.body)).status).toBe('success')
    expect(await usdcBalance(trader.address)).toBeGreaterThan(usdcMid + parseUnits('140', 6))
  })

  it('SPEC §9 slippage 1: a swap built before the price moved more than 1% reverts', async () => {
    const built = await build({
      amount: parseEther('0.1').toString(),
      eip155: { slippage: '1' },
      from: eth,
      to: usdc,
      userAddress: rival.address,
    })
    // Another trader buys 5 ETH worth of USDC first, moving the price about 10%.
    const mover = await build({
      amount: parseEther('5').toString(),
      eip155: { slippage: '1' },
      from: eth,
      to: usdc,
      userAddress: rival.address,
    })
    expect((await send(rival, mover.body)).status).toBe('success')
    await expect(send(rival, built.body)).rejects.toThrow(/revert/i)
  })

  it('build-transaction refuses what would fail: no approval, too much slippage, no approval for the native coin', async () => {
    const stranger = '0x000000000000000000000000000000000000bEEF'
    const noApproval = await build<{ message: string }>({
      amount: '1000000',
      eip155: { slippage: '1' },
      from: usdc,
      to: eth,
      userAddress: stranger,
    })
    expect(noApproval).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'The swap would fail' }),
    })
    const greedy = await build({
      amount: '1000000',
      eip155: { slippage: '60' },
      from: usdc,
      to: eth,
      userAddress: stranger,
      disableEstimate: true,
    })
    expect(greedy.status).toBe(400)
    const nativeApprove = await get<{ message: string }>(
      `/v1/convert/build-approve?userAddress=${trader.address}&from=${eth}&to=${usdc}`,
    )
    expect(nativeApprove).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'The native coin needs no approval' }),
    })
  })
})
