import {
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEV_SOL_BALANCE,
  SOLANA_DEV_USDC,
  SOLANA_DEV_USDC_BALANCE,
  type SolanaDevAccount,
} from '@appkit/test'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startChainRoutes } from '../../test/startChainRoutes'
import { DEVNET_SOLANA_USDC, devnetApiConfig } from '../devnetApiConfig'
import type { HistoryTransaction } from '../history/readHistory'

// Balances, history and the JSON-RPC proxy for `solana:` ids against the project's real Solana
// devnet (litesvm behind @appkit/test's JSON-RPC server, started by the vitest global setup), over
// real HTTP on 127.0.0.1. Transactions are built and signed by unmodified @solana/web3.js and
// @solana/spl-token and broadcast through the proxy. This file spends from dev accounts 3 to 7.
const devnet = inject('devnet')
const chainId = `solana:${devnet.solana.genesisHash.slice(0, 32)}`
const usdcMint = new PublicKey(SOLANA_DEV_USDC.mint)
const LAMPORTS_PER_SOL = 1_000_000_000

type Balance = { symbol: string; quantity: { numeric: string } }
type History = { data: HistoryTransaction[]; next: string | null }

function keypair(account: SolanaDevAccount): Keypair {
  return Keypair.fromSeed(Buffer.from(account.seed, 'hex'))
}

/** Calls the devnet's own RPC directly (not through the proxy, which refuses devnet methods). */
async function devnetRpc<T>(method: string, params: unknown[]): Promise<T> {
  const res = await fetch(devnet.solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await res.json()) as { result: T }).result
}

describe('Solana balances, history and RPC proxy on the devnet', () => {
  let server: { url: string; close(): Promise<void> }
  let connection: Connection
  const get = async <T>(path: string) => {
    const res = await fetch(`${server.url}${path}`)
    return { status: res.status, body: (await res.json()) as T }
  }
  const balances = async (address: string) =>
    (
      await get<{ balances: Balance[] }>(
        `/v1/account/${address}/balance?currency=usd&chainId=${chainId}`,
      )
    ).body.balances
  const history = async (address: string, cursor?: string) =>
    (
      await get<History>(
        `/v1/account/${address}/history?chainId=${chainId}${cursor ? `&cursor=${cursor}` : ''}`,
      )
    ).body
  const proxy = async (body: unknown) => {
    const res = await fetch(`${server.url}/v1?chainId=${chainId}&projectId=default`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: await res.json() }
  }
  /** Signs `instructions` with `payer` and sends them through the proxy; one slot later they are confirmed. */
  const send = async (payer: Keypair, instructions: TransactionInstruction[]) => {
    const latest = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: payer.publicKey, ...latest }).add(
      ...instructions,
    )
    transaction.sign(payer)
    const signature = await connection.sendRawTransaction(transaction.serialize())
    await devnetRpc('devnet_advanceSlots', [1])
    return signature
  }

  beforeAll(async () => {
    server = await startChainRoutes(devnetApiConfig(devnet))
    // web3.js talks to the proxy URL only (no subscriptions are used here).
    connection = new Connection(`${server.url}/v1?chainId=${chainId}`, 'confirmed')
  })
  afterAll(() => server.close())

  it('lists the Solana cluster in /v1/supported-chains beside the EVM chains', async () => {
    const { body } = await get<{ http: string[] }>('/v1/supported-chains')
    expect(body.http).toEqual([
      'eip155:1',
      'eip155:137',
      chainId,
      ...devnet.cosmos.chains.map((chain) => `cosmos:${chain.chainId}`),
    ])
  })

  it("answers a dev account's SOL and USDC (SPEC §3 token balance) priced from the table, also for its CAIP-10 id", async () => {
    const owner = SOLANA_DEV_ACCOUNTS[3]!.address
    const expected = [
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId,
        value: 1000 * 150,
        price: 150,
        quantity: { decimals: '9', numeric: String(SOLANA_DEV_SOL_BALANCE / 10n ** 9n) },
        iconUrl: '/public/getTokenImage/SOL',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId,
        address: `${chainId}:${SOLANA_DEV_USDC.mint}`,
        value: 1_000_000,
        price: 1,
        quantity: { decimals: '6', numeric: String(SOLANA_DEV_USDC_BALANCE / 10n ** 6n) },
        iconUrl: '/public/getTokenImage/USDC',
      },
    ]
    expect(await balances(owner)).toEqual(expected)
    expect((await get(`/v1/account/${chainId}:${owner}/balance?currency=usd`)).body).toEqual({
      balances: expected,
    })
    expect(DEVNET_SOLANA_USDC.mint).toBe(SOLANA_DEV_USDC.mint)
  })

  it('after a real SOL and a USDC transfer sent through the proxy, both balances and both histories show exactly them', async () => {
    const sender = keypair(SOLANA_DEV_ACCOUNTS[4]!)
    const receiver = Keypair.generate().publicKey
    const [from, to] = [sender.publicKey, receiver].map((owner) =>
      getAssociatedTokenAddressSync(usdcMint, owner),
    ) as [PublicKey, PublicKey]
    expect(await balances(receiver.toBase58())).toEqual([])

    const solSignature = await send(sender, [
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: receiver,
        lamports: LAMPORTS_PER_SOL / 2,
      }),
    ])
    const usdcSignature = await send(sender, [
      createAssociatedTokenAccountIdempotentInstruction(sender.publicKey, to, receiver, usdcMint),
      createTransferCheckedInstruction(from, usdcMint, to, sender.publicKey, 1_000_000n, 6),
    ])
    // A second USDC transfer names only the receiver's token account, not the receiver itself.
    const topUpSignature = await send(sender, [
      createTransferCheckedInstruction(from, usdcMint, to, sender.publicKey, 250_000n, 6),
    ])

    expect(
      (await balances(receiver.toBase58())).map((b) => [b.symbol, b.quantity.numeric]),
    ).toEqual([
      ['SOL', '0.5'],
      ['USDC', '1.25'],
    ])
    const rent = await connection.getMinimumBalanceForRentExemption(165)
    const spentLamports = BigInt(LAMPORTS_PER_SOL / 2 + rent + 3 * 5000)
    expect((await balances(sender.publicKey.toBase58())).map((b) => b.quantity.numeric)).toEqual([
      String(Number(SOLANA_DEV_SOL_BALANCE - spentLamports) / LAMPORTS_PER_SOL),
      '999998.75',
    ])

    const received = await history(receiver.toBase58())
    expect(received.next).toBeNull()
    expect(
      received.data.map((tx) => [
        tx.metadata.hash,
        tx.metadata.operationType,
        tx.metadata.sentFrom,
        tx.transfers.map((t) => [t.direction, t.fungible_info?.symbol, t.quantity.numeric]),
      ]),
    ).toEqual([
      [topUpSignature, 'receive', sender.publicKey.toBase58(), [['in', 'USDC', '0.25']]],
      [usdcSignature, 'receive', sender.publicKey.toBase58(), [['in', 'USDC', '1']]],
      [solSignature, 'receive', sender.publicKey.toBase58(), [['in', 'SOL', '0.5']]],
    ])
    expect(received.data[2]).toMatchObject({
      id: solSignature,
      metadata: { chain: chainId, status: 'confirmed', sentTo: receiver.toBase58() },
      transfers: [
        {
          fungible_info: {
            name: 'Solana',
            symbol: 'SOL',
            icon: { url: '/public/getTokenImage/SOL' },
          },
          value: 75,
          price: 150,
        },
      ],
    })
    expect(Date.parse(received.data[2]!.metadata.minedAt)).toBeGreaterThan(Date.now() - 60_000)

    const sent = await history(`${chainId}:${sender.publicKey.toBase58()}`)
    expect(
      sent.data
        .slice(0, 3)
        .map((tx) => [
          tx.metadata.hash,
          tx.metadata.operationType,
          tx.metadata.sentTo,
          tx.transfers.map((t) => [t.direction, t.fungible_info?.symbol, t.quantity.numeric]),
        ]),
    ).toEqual([
      [topUpSignature, 'send', receiver.toBase58(), [['out', 'USDC', '0.25']]],
      [
        usdcSignature,
        'send',
        receiver.toBase58(),
        // The sender also paid the rent of the receiver's new token account.
        [
          ['out', 'SOL', String(rent / LAMPORTS_PER_SOL)],
          ['out', 'USDC', '1'],
        ],
      ],
      [solSignature, 'send', receiver.toBase58(), [['out', 'SOL', '0.5']]],
    ])
  })

  it('pages the history 20 at a time with a cursor, newest first, without gaps or repeats', async () => {
    const sender = keypair(SOLANA_DEV_ACCOUNTS[5]!)
    const receiver = Keypair.generate().publicKey
    const latest = await connection.getLatestBlockhash()
    const signatures: string[] = []
    for (let i = 1; i <= 21; i++) {
      const transaction = new Transaction({ feePayer: sender.publicKey, ...latest }).add(
        SystemProgram.transfer({
          fromPubkey: sender.publicKey,
          toPubkey: receiver,
          lamports: 1_000_000 + i,
        }),
      )
      transaction.sign(sender)
      signatures.push(await connection.sendRawTransaction(transaction.serialize()))
    }
    await devnetRpc('devnet_advanceSlots', [1])

    const first = await history(receiver.toBase58())
    expect(first.data).toHaveLength(20)
    expect(first.next).toEqual(expect.any(String))
    const second = await history(receiver.toBase58(), first.next!)
    expect(second).toMatchObject({ next: null })
    const listed = [...first.data, ...second.data].map((tx) => tx.metadata.hash)
    expect(new Set(listed)).toEqual(new Set(signatures))
    expect(listed).toHaveLength(21)
  })

  it('lists a transaction that failed on the chain as failed, with no transfer beyond its fee', async () => {
    const payer = keypair(SOLANA_DEV_ACCOUNTS[7]!)
    const latest = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: payer.publicKey, ...latest }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 2000 * LAMPORTS_PER_SOL, // twice what it holds
      }),
    )
    transaction.sign(payer)
    const signature = await connection.sendRawTransaction(transaction.serialize(), {
      skipPreflight: true,
    })
    await devnetRpc('devnet_advanceSlots', [1])

    const [latestEntry] = (await history(payer.publicKey.toBase58())).data
    expect(latestEntry).toMatchObject({
      id: signature,
      metadata: {
        operationType: 'execute',
        status: 'failed',
        sentFrom: payer.publicKey.toBase58(),
      },
      transfers: [],
    })
  })

  it('refuses a method outside the allowlist with a JSON-RPC error and forwards the rest of a batch', async () => {
    const owner = SOLANA_DEV_ACCOUNTS[6]!.address
    const refused = { code: -32601, message: 'Method not allowed: requestAirdrop' }
    expect(
      await proxy({ jsonrpc: '2.0', id: 7, method: 'requestAirdrop', params: [owner, 5e9] }),
    ).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 7, error: refused } })

    const batch = await proxy([
      { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [owner, { commitment: 'confirmed' }] },
      { jsonrpc: '2.0', id: 2, method: 'requestAirdrop', params: [owner, 5e9] },
      { jsonrpc: '2.0', id: 3, method: 'devnet_advanceSlots', params: [1] },
    ])
    expect(batch.body).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        result: { context: expect.any(Object), value: 1000 * LAMPORTS_PER_SOL },
      },
      { jsonrpc: '2.0', id: 2, error: refused },
      {
        jsonrpc: '2.0',
        id: 3,
        error: { code: -32601, message: 'Method not allowed: devnet_advanceSlots' },
      },
    ])
    // Nothing was airdropped.
    expect(
      await devnetRpc<{ value: number }>('getBalance', [owner, { commitment: 'processed' }]),
    ).toMatchObject({
      value: 1000 * LAMPORTS_PER_SOL,
    })
  })

  it.each([
    [
      'a chain id without a reference',
      `/v1/account/${SOLANA_DEV_ACCOUNTS[3]!.address}/balance?chainId=solana`,
    ],
    [
      'another namespace',
      `/v1/account/${SOLANA_DEV_ACCOUNTS[3]!.address}/balance?chainId=cosmos:cosmoshub-4`,
    ],
    [
      'a Solana cluster not configured',
      `/v1/account/${SOLANA_DEV_ACCOUNTS[3]!.address}/history?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
    ],
    [
      'an EVM address on Solana',
      `/v1/account/0x0000000000000000000000000000000000000001/balance?chainId=${chainId}`,
    ],
    [
      'a Solana address on an EVM chain',
      `/v1/account/${SOLANA_DEV_ACCOUNTS[3]!.address}/balance?chainId=eip155:1`,
    ],
    [
      'a Solana address without a chainId',
      `/v1/account/${SOLANA_DEV_ACCOUNTS[3]!.address}/history`,
    ],
    [
      'a CAIP-10 id of two parts',
      `/v1/account/${chainId.replace(':', '')}:${SOLANA_DEV_ACCOUNTS[3]!.address}/balance`,
    ],
    [
      'a CAIP-10 id whose network is not the chainId',
      `/v1/account/${chainId}:${SOLANA_DEV_ACCOUNTS[3]!.address}/balance?chainId=eip155:1`,
    ],
    [
      'a bip122 network with no node configured',
      `/v1/account/${SOLANA_DEV_ACCOUNTS[3]!.address}/balance?chainId=bip122:000000000019d6689c085ae165831e93`,
    ],
    [
      'a cursor that is not one of this route',
      `/v1/account/${SOLANA_DEV_ACCOUNTS[3]!.address}/history?chainId=${chainId}&cursor=bm90LWEtY3Vyc29y`,
    ],
  ])('answers 400 for %s', async (_case, path) => {
    const { status, body } = await get<{ error: string; message: string }>(path)
    expect({ status, error: body.error }).toEqual({ status: 400, error: 'Bad Request' })
  })

  it('answers 400 in the proxy for a Solana cluster not configured and for a bip122 id', async () => {
    for (const id of [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'bip122:000000000019d6689c085ae165831e93',
    ]) {
      const res = await fetch(`${server.url}/v1?chainId=${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
      })
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 400,
        body: { error: 'Bad Request', message: 'Unsupported chainId' },
      })
    }
  })
})
