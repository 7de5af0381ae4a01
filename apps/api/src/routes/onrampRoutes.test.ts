import { DEV_ACCOUNTS, devnetPublicClient, getDevnetChain } from '@appkit/test'
import { type Address, erc20Abi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startTestServer } from '../../test/databaseKinds'
import { devnetApiConfig } from '../devnetApiConfig'
import type { RunningApiServer } from '../server/startApiServer'

describe('on-ramp routes on the devnet', () => {
  const devnet = inject('devnet')
  const usdc = devnet.contracts[1]?.usdc as Address
  const client = devnetPublicClient(getDevnetChain(devnet, 1))
  // The funding account of these tests only (no other suite sends from index 7).
  const funding = DEV_ACCOUNTS[7]
  if (!funding) throw new Error('no dev account 7')
  const usdcOf = (address: Address) =>
    client.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  let server: RunningApiServer
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  const quote = (amount: unknown, paymentCurrency = 'USD') =>
    post('/v1/onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency,
      amount,
      network: 'ethereum',
    })
  const generate = async (address: Address, presetFiatAmount: string) => {
    const { status, body } = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address, blockchains: ['ethereum (devnet)'] }],
      defaultNetwork: 'ethereum (devnet)',
      partnerUserId: address,
      defaultExperience: 'buy',
      presetFiatAmount,
    })
    expect(status).toBe(200)
    return String(body.url)
  }
  const pay = (url: string) =>
    fetch(`${url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    })

  beforeAll(async () => {
    server = await startTestServer(
      'pglite',
      devnetApiConfig(devnet, { indexer: false, onrampFundingKey: funding.privateKey }),
    )
  })
  afterAll(() => server.close())

  it('SPEC §9 "Default on-ramp: purchase currency USDC on Ethereum and Polygon; payment currency USD (and EUR); limits card 10 to 7500, ach_bank_account 10 to 25000"', async () => {
    const body = await (await fetch(`${server.url}/v1/onramp/options`)).json()
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]
    expect(body).toEqual({
      purchaseCurrencies: [
        {
          id: 'USDC',
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [
            { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: usdc },
            {
              name: 'polygon',
              display_name: 'Polygon',
              chain_id: '137',
              contract_address: devnet.contracts[137]?.usdc,
            },
          ],
        },
      ],
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: limits },
        { id: 'EUR', payment_method_limits: limits },
      ],
    })
  })

  it('SPEC §9 "fee range 1-2%": a quote charges a fee inside it, every amount a decimal string', async () => {
    const { status, body } = await quote('100')
    expect(status).toBe(200)
    expect(body).toEqual({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.50', currency: 'USD' },
      purchaseAmount: { amount: '98.5', currency: 'USDC' },
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    for (const amount of ['10', '33.33', '7500']) {
      const { body: q } = await quote(amount)
      const fee = Number((q.coinbaseFee as { amount: string }).amount)
      expect(fee / Number(amount)).toBeGreaterThanOrEqual(0.01)
      expect(fee / Number(amount)).toBeLessThanOrEqual(0.02)
    }
    const eur = await quote('10', 'EUR')
    expect(eur.body.purchaseAmount).toEqual({ amount: '10.638', currency: 'USDC' })
  })

  it('refuses amounts outside the card limits, floats, and unknown currencies or networks', async () => {
    expect((await quote('9.99')).body.message).toBe('Amount must be between 10.00 and 7500.00 USD')
    expect((await quote('7500.01')).status).toBe(400)
    expect((await quote(100.5)).body.message).toBe('amount must be a decimal string, never a float')
    expect((await quote('1e3')).body.message).toBe('Invalid amount: 1e3')
    expect((await quote('100', 'GBP')).body.message).toBe('Unsupported payment currency: GBP')
    const unknown = await post('/v1/onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'solana',
    })
    expect(unknown.body.message).toBe('Unsupported network: solana')
  })

  it('the generated URL is the dev provider page on 127.0.0.1; its Pay transfers the quoted USDC to the wallet on the devnet, once', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey()).address
    const url = await generate(wallet, '20')
    expect(url.startsWith(`${server.url}/onramp/dev/orders/`)).toBe(true)
    const page = await fetch(url)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    for (const text of ['20.00 USD', '0.30 USD', '19.7 USDC', wallet, 'Ethereum (devnet)'])
      expect(html).toContain(text)
    expect(html).not.toMatch(/<script|https?:\/\//)
    expect(await usdcOf(wallet)).toBe(0n)

    const paid = await pay(url)
    expect(paid.status).toBe(200)
    const receipt = await paid.text()
    expect(receipt).toContain('Paid: 19.7 USDC sent to your wallet.')
    expect(await usdcOf(wallet)).toBe(19_700_000n)
    const hash = /Transaction (0x[0-9a-f]{64})/.exec(receipt)?.[1] as `0x${string}`
    const transfer = await client.getTransactionReceipt({ hash })
    expect(transfer.from.toLowerCase()).toBe(funding.address.toLowerCase())

    expect((await pay(url)).status).toBe(200)
    expect(await usdcOf(wallet)).toBe(19_700_000n)
  })

  it('without a funding account the provider page shows the order but its Pay fails with 503 and delivers nothing', async () => {
    const unfunded = await startTestServer('pglite', devnetApiConfig(devnet, { indexer: false }))
    try {
      const wallet = privateKeyToAccount(generatePrivateKey()).address
      const response = await fetch(`${unfunded.url}/v1/generators/onrampurl`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          destinationWallets: [{ address: wallet, blockchains: ['ethereum'] }],
          partnerUserId: wallet,
          presetFiatAmount: '10',
        }),
      })
      const { url } = (await response.json()) as { url: string }
      expect(url.startsWith(unfunded.url)).toBe(true)
      const paid = await pay(url)
      expect(paid.status).toBe(503)
      expect(await paid.text()).toContain(
        'The payment failed: The dev on-ramp provider has no funding account',
      )
      expect(await usdcOf(wallet)).toBe(0n)
    } finally {
      await unfunded.close()
    }
  })

  it('refuses an order without a fiat amount or on an unknown network, and an unknown order', async () => {
    const address = DEV_ACCOUNTS[0]?.address
    const missing = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address, blockchains: ['ethereum'] }],
      partnerUserId: 'x',
    })
    expect(missing.body.message).toBe('presetFiatAmount is required by the dev on-ramp provider')
    const elsewhere = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address, blockchains: ['base'] }],
      partnerUserId: 'x',
      presetFiatAmount: '20',
    })
    expect(elsewhere.body.message).toBe('Unsupported network: base')
    const unknown = await fetch(`${server.url}/onramp/dev/orders/${crypto.randomUUID()}`)
    expect(unknown.status).toBe(404)
  })
})
