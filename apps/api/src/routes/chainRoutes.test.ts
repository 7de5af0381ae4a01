import { DEV_ACCOUNTS, devNFTArtifact, devnetPublicClient, devnetWalletClient } from '@appkit/test'
import { type Address, erc20Abi, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { databaseKinds, startTestServer } from '../../test/databaseKinds'
import { resolveConfig } from '../config'
import { devnetApiConfig } from '../devnetApiConfig'
import type { HistoryTransaction } from '../history/readHistory'
import type { RunningApiServer } from '../server/startApiServer'

interface History {
  data: HistoryTransaction[]
  next: string | null
}

describe.each(databaseKinds)('chain routes on the devnet (%s)', (kind) => {
  const devnet = inject('devnet')
  const chain = devnet.chains.find((c) => c.chainId === 1)
  if (!chain) throw new Error('the devnet has no chain 1')
  const contracts = devnet.contracts[1]
  if (!contracts) throw new Error('the devnet has no contracts on chain 1')
  // A sender of its own per database kind, so the two suites never race on nonces.
  const sender = DEV_ACCOUNTS[kind === 'pglite' ? 3 : 4]
  if (!sender) throw new Error('no dev account')
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  const wallet = devnetWalletClient(chain, sender)
  const publicClient = devnetPublicClient(chain)
  let server: RunningApiServer
  const get = async <T>(path: string) => {
    const res = await fetch(`${server.url}${path}`)
    return { status: res.status, body: (await res.json()) as T }
  }
  const rpc = (chainId: string, body: unknown) =>
    fetch(`${server.url}/v1?chainId=${chainId}&projectId=default`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const history = (account: Address, query = 'chainId=eip155:1') =>
    get<History>(`/v1/account/${account}/history?${query}`)
  const waitForHistory = (account: Address, count: number) =>
    vi.waitFor(
      async () => {
        const { body } = await history(account)
        expect(body.data.length).toBeGreaterThanOrEqual(count)
        return body
      },
      { timeout: 15_000, interval: 100 },
    )

  beforeAll(async () => {
    server = await startTestServer(kind, devnetApiConfig(devnet, { indexer: { pollMs: 100 } }))
  })
  afterAll(() => server.close())

  it('GET /v1/supported-chains lists the configured chains as CAIP-2', async () => {
    expect((await get('/v1/supported-chains')).body).toEqual({
      http: [
        'eip155:1',
        'eip155:137',
        `solana:${devnet.solana.genesisHash.slice(0, 32)}`,
        ...devnet.cosmos.chains.map((chain) => `cosmos:${chain.chainId}`),
      ],
      ws: [],
    })
  })

  it('the JSON-RPC proxy forwards to the RPC of the chainId, single and batched', async () => {
    const single = await rpc('eip155:137', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_chainId',
      params: [],
    })
    expect(await single.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x89' })
    const batch = await rpc('eip155:1', [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [sender.address, 'latest'] },
    ])
    const answers = (await batch.json()) as { id: number; result: string }[]
    expect(answers.map((a) => a.id)).toEqual([1, 2])
    expect(answers[0]?.result).toBe('0x1')
    expect(BigInt(answers[1]?.result ?? 0)).toBeGreaterThan(0n)
  })

  it.each<[string, unknown, string]>([
    ['eip155:999', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 'unknown chain'],
    [
      'eip155:1',
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [DEV_ACCOUNTS[0]?.address, '0x1'],
      },
      'node control',
    ],
    [
      'eip155:1',
      { jsonrpc: '2.0', id: 1, method: 'eth_sendTransaction', params: [{}] },
      'node-held key',
    ],
    ['eip155:1', { jsonrpc: '1.0', id: 1, method: 'eth_chainId' }, 'wrong version'],
    ['eip155:1', { id: 1 }, 'no method'],
    ['1%20OR%201%3D1', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 'injection in chainId'],
  ])('the proxy refuses chainId %s with %j (%s) with 400', async (chainId, body, _why) => {
    expect((await rpc(chainId, body)).status).toBe(400)
  })

  it('the proxy refuses an empty batch and a batch of more than 1000 requests with 400', async () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }
    expect((await rpc('eip155:1', [])).status).toBe(400)
    expect(
      (
        await rpc(
          'eip155:1',
          Array.from({ length: 1001 }, () => call),
        )
      ).status,
    ).toBe(400)
    expect(
      (
        await rpc(
          'eip155:1',
          Array.from({ length: 1000 }, () => call),
        )
      ).status,
    ).toBe(200)
  })

  it('after a USDC transfer, an NFT mint and an ETH payment, balance and history show them', async () => {
    const empty = await get<{ balances: unknown[] }>(
      `/v1/account/${receiver}/balance?currency=usd&chainId=eip155:1`,
    )
    expect(empty.body.balances).toEqual([])

    const usdcTx = await wallet.writeContract({
      address: contracts.usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('12.5', 6)],
    })
    await publicClient.waitForTransactionReceipt({ hash: usdcTx })
    const mintTx = await wallet.writeContract({
      address: contracts.nft,
      abi: devNFTArtifact.abi,
      functionName: 'mint',
      args: [receiver],
    })
    await publicClient.waitForTransactionReceipt({ hash: mintTx })
    const ethTx = await wallet.sendTransaction({ to: receiver, value: parseEther('0.25') })
    await publicClient.waitForTransactionReceipt({ hash: ethTx })

    const balances = await get<{
      balances: {
        symbol: string
        quantity: { numeric: string }
        price: number
        value: number
        address?: string
      }[]
    }>(`/v1/account/${receiver}/balance?currency=usd&chainId=eip155:1&forceUpdate=${ethTx}`)
    expect(balances.body.balances).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        quantity: { decimals: '18', numeric: '0.25' },
        price: 3000,
        value: 750,
      }),
      expect.objectContaining({
        symbol: 'USDC',
        quantity: { decimals: '6', numeric: '12.5' },
        price: 1,
        value: 12.5,
        address: `eip155:1:${contracts.usdc}`,
      }),
    ])

    const page = await waitForHistory(receiver, 3)
    const byHash = new Map(page.data.map((tx) => [tx.metadata.hash, tx]))
    expect(byHash.get(usdcTx)).toMatchObject({
      metadata: {
        operationType: 'receive',
        chain: 'eip155:1',
        status: 'confirmed',
        sentFrom: sender.address.toLowerCase(),
      },
      transfers: [
        {
          fungible_info: { symbol: 'USDC', name: 'USD Coin' },
          direction: 'in',
          quantity: { numeric: '12.5' },
          value: 12.5,
        },
      ],
    })
    expect(byHash.get(mintTx)).toMatchObject({
      metadata: { operationType: 'mint' },
      transfers: [
        {
          nft_info: {
            name: expect.stringMatching(/^AppKit Dev NFT #\d+$/),
            flags: { is_spam: false },
          },
          direction: 'in',
          quantity: { numeric: '1' },
        },
      ],
    })
    expect(byHash.get(ethTx)).toMatchObject({
      metadata: { operationType: 'receive' },
      transfers: [{ fungible_info: { symbol: 'ETH' }, quantity: { numeric: '0.25' }, value: 750 }],
    })
    expect(page.data.map((tx) => tx.metadata.hash)).toEqual([ethTx, mintTx, usdcTx])

    const sent = await history(sender.address)
    expect(sent.body.data.find((tx) => tx.metadata.hash === usdcTx)).toMatchObject({
      metadata: { operationType: 'send' },
      transfers: [{ direction: 'out', quantity: { numeric: '12.5' } }],
    })
  })

  it('pages history 20 at a time with a cursor, newest first, without gaps or repeats', async () => {
    const payee = privateKeyToAccount(generatePrivateKey()).address
    const hashes: string[] = []
    let lastBlock = 0n
    for (let i = 0; i < 23; i++) {
      const hash = await wallet.sendTransaction({ to: payee, value: BigInt(i + 1) })
      lastBlock = (await publicClient.waitForTransactionReceipt({ hash })).blockNumber
      hashes.push(hash)
    }
    await vi.waitFor(
      async () => {
        const rows = await server.ctx.db.query<{ last_block: number }>(
          'SELECT last_block FROM indexer_cursors WHERE chain_id = 1',
        )
        expect(BigInt(rows[0]?.last_block ?? -1)).toBeGreaterThanOrEqual(lastBlock)
      },
      { timeout: 15_000, interval: 100 },
    )
    const first = (await history(payee)).body
    expect(first.data).toHaveLength(20)
    expect(first.next).toEqual(expect.any(String))
    const second = (await history(payee, `chainId=eip155:1&cursor=${first.next}`)).body
    expect(second.next).toBeNull()
    expect([...first.data, ...second.data].map((tx) => tx.metadata.hash)).toEqual(
      [...hashes].reverse(),
    )
  })

  it('identity answers the registered name of an address, null otherwise', async () => {
    const owner = privateKeyToAccount(DEV_ACCOUNTS[kind === 'pglite' ? 3 : 4]?.privateKey ?? '0x')
    const message = JSON.stringify({
      name: `devnet-${kind}`,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const registered = await fetch(`${server.url}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: 60,
        address: owner.address,
        message,
        signature: await owner.signMessage({ message }),
      }),
    })
    expect(registered.status).toBe(200)
    expect((await get(`/v1/identity/${owner.address}?sender=${receiver}`)).body).toEqual({
      // No suffix configured: the deployment's default zone.
      name: `devnet-${kind}${resolveConfig().nameSuffix}`,
      avatar: null,
    })
    expect((await get(`/v1/identity/${receiver}`)).body).toEqual({ name: null, avatar: null })
  })

  it('gas-price answers standard ≤ fast ≤ instant in wei; SPEC §8 "Network not supported for Gas Price" otherwise', async () => {
    const { body } = await get<{ standard: string; fast: string; instant: string }>(
      '/v1/convert/gas-price?chainId=eip155:137',
    )
    const gas = await devnetPublicClient(devnet.chains[1] ?? chain).getGasPrice()
    expect(BigInt(body.standard)).toBe(gas)
    expect(BigInt(body.fast)).toBeGreaterThanOrEqual(BigInt(body.standard))
    expect(BigInt(body.instant)).toBeGreaterThanOrEqual(BigInt(body.fast))
    const unsupported = await get<{ message: string }>('/v1/convert/gas-price?chainId=eip155:5')
    expect(unsupported).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Network not supported for Gas Price' }),
    })
  })

  it('fungible/price prices USDC and the native placeholder from the price table, skipping unknown tokens', async () => {
    const res = await fetch(`${server.url}/v1/fungible/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        projectId: 'default',
        currency: 'usd',
        addresses: [
          `eip155:1:${contracts.usdc}`,
          'eip155:137:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
          'eip155:1:0x000000000000000000000000000000000000dEaD',
        ],
      }),
    })
    expect(await res.json()).toEqual({
      fungibles: [
        expect.objectContaining({ symbol: 'USDC', price: 1 }),
        expect.objectContaining({ symbol: 'POL', price: 0.5 }),
      ],
    })
  })

  it.each([
    '/v1/account/notanaddress/balance',
    '/v1/account/0x0000000000000000000000000000000000000001/balance?chainId=eip155:999',
    "/v1/account/0x0000000000000000000000000000000000000001/balance?chainId=1'%3B--",
    '/v1/account/0x0000000000000000000000000000000000000001/balance?currency=eur',
    '/v1/account/0x0000000000000000000000000000000000000001/history?cursor=bm90LWEtY3Vyc29y',
    '/v1/account/0x0000000000000000000000000000000000000001/history?cursor=%3Cscript%3E',
    '/v1/identity/0x123',
    '/v1/convert/gas-price',
  ])('answers %s with 400', async (path) => {
    expect((await fetch(`${server.url}${path}`)).status).toBe(400)
  })

  it('fungible/price refuses bad bodies with 400', async () => {
    for (const body of [
      { currency: 'usd', addresses: ['not-caip'] },
      { currency: 'usd', addresses: [] },
      { currency: 'btc', addresses: [`eip155:1:${contracts.usdc}`] },
    ]) {
      const res = await fetch(`${server.url}/v1/fungible/price`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(res.status).toBe(400)
    }
  })
})
