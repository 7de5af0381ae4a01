import { DEV_ACCOUNTS, SOLANA_DEV_ACCOUNTS, SOLANA_DEV_USDC } from '@appkit/test'
import { base58 } from '@scure/base'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startChainRoutes } from '../../test/startChainRoutes'
import { devnetApiConfig } from '../devnetApiConfig'
import { EXPLORER_CSP } from '../explorer/renderExplorerPage'

// apps/api's transaction pages against the real devnet (litesvm and anvil) over real HTTP on
// 127.0.0.1. This file spends from Solana dev account 8 and EVM dev account 2 (chain 137).
const devnet = inject('devnet')
const chainId = `solana:${devnet.solana.genesisHash.slice(0, 32)}`
const usdcMint = new PublicKey(SOLANA_DEV_USDC.mint)
const solanaName = devnetApiConfig(devnet).solanaChains?.[0]?.name

async function devnetRpc<T>(method: string, params: unknown[]): Promise<T> {
  const res = await fetch(devnet.solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await res.json()) as { result: T }).result
}

/** The page's text with its tags dropped and its whitespace collapsed (what a visitor reads). */
const text = (html: string) =>
  html
    .replace(/<style>[^<]*<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

describe('the transaction pages (GET /explorer/{caip2}/tx/{id})', () => {
  let server: { url: string; close(): Promise<void> }
  const page = async (path: string) => {
    const res = await fetch(`${server.url}${path}`)
    return { res, html: await res.text() }
  }

  beforeAll(async () => {
    server = await startChainRoutes(devnetApiConfig(devnet))
  })
  afterAll(() => server.close())

  it('shows a Solana SOL and USDC transfer as the chain has it: status, slot, fee, signer and each balance change, as script-free HTML under a strict CSP', async () => {
    const sender = Keypair.fromSeed(Buffer.from(SOLANA_DEV_ACCOUNTS[8]!.seed, 'hex'))
    const receiver = Keypair.generate().publicKey
    const connection = new Connection(devnet.solana.rpcUrl, 'confirmed')
    const [from, to] = [sender.publicKey, receiver].map((owner) =>
      getAssociatedTokenAddressSync(usdcMint, owner),
    ) as [PublicKey, PublicKey]
    const transaction = new Transaction({
      feePayer: sender.publicKey,
      ...(await connection.getLatestBlockhash()),
    }).add(
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: 5e8 }),
      createAssociatedTokenAccountIdempotentInstruction(sender.publicKey, to, receiver, usdcMint),
      createTransferCheckedInstruction(from, usdcMint, to, sender.publicKey, 1_000_000n, 6),
    )
    transaction.sign(sender)
    const signature = await connection.sendRawTransaction(transaction.serialize())
    await devnetRpc('devnet_advanceSlots', [1])
    const landed = await devnetRpc<{ slot: number; meta: { fee: number } }>('getTransaction', [
      signature,
      { commitment: 'confirmed' },
    ])

    const { res, html } = await page(`/explorer/${chainId}/tx/${signature}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('content-security-policy')).toBe(EXPLORER_CSP)
    expect(EXPLORER_CSP).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*';/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(html).not.toMatch(/<script|\son\w+=/i)
    const shown = text(html)
    expect(shown).toContain(`Signature ${signature}`)
    expect(shown).toContain(`Network ${solanaName} (${chainId})`)
    expect(shown).toMatch(/Status (Confirmed|Finalized) Result Succeeded/)
    expect(shown).toContain(`Slot ${landed.slot}`)
    expect(shown).toContain(`Fee ${landed.meta.fee / 1e9} SOL`)
    expect(shown).toContain(`Signers ${sender.publicKey.toBase58()}`)
    expect(shown).toContain(`${receiver.toBase58()} SOL +0.5 SOL`)
    expect(shown).toContain(`${receiver.toBase58()} USDC +1 USDC`)
    expect(shown).toContain(`${sender.publicKey.toBase58()} USDC -1 USDC`)
  })

  it('shows an EVM transfer on anvil through the same route', async () => {
    const chain = devnet.chains[1]!
    const wallet = createWalletClient({
      account: privateKeyToAccount(DEV_ACCOUNTS[2]!.privateKey),
      transport: http(chain.rpcUrl),
    })
    const receiver = privateKeyToAccount(`0x${'7'.repeat(63)}1`).address
    const hash = await wallet.sendTransaction({
      chain: null,
      to: receiver,
      value: parseEther('0.25'),
    })
    let html = ''
    for (let attempt = 0; attempt < 50 && !html.includes('Succeeded'); attempt++) {
      html = (await page(`/explorer/eip155:${chain.chainId}/tx/${hash}`)).html
      if (!html.includes('Succeeded')) await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const shown = text(html)
    expect(shown).toContain(`Hash ${hash}`)
    expect(shown).toContain('Status Confirmed Result Succeeded')
    expect(shown).toContain(`${receiver} ${chain.nativeSymbol} +0.25 ${chain.nativeSymbol}`)
  })

  it('answers 400 for a malformed id and 404 for an unknown network or transaction, with the reason on the page and the input escaped', async () => {
    const unknown = base58.encode(new Uint8Array(64).fill(9))
    const cases: [string, number, string][] = [
      [
        `/explorer/${chainId}/tx/not-a-signature`,
        400,
        'Invalid transaction signature not-a-signature: expected 64 bytes in base58.',
      ],
      [
        `/explorer/${chainId}/tx/${SOLANA_DEV_ACCOUNTS[8]!.address}`,
        400,
        `Invalid transaction signature ${SOLANA_DEV_ACCOUNTS[8]!.address}: expected 64 bytes in base58.`,
      ],
      [
        `/explorer/${chainId}/tx/${unknown}`,
        404,
        `No transaction ${unknown} on ${solanaName} (${chainId}).`,
      ],
      [
        '/explorer/solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/tx/x',
        404,
        'This explorer does not know the network solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp.',
      ],
      [
        `/explorer/eip155:${devnet.chains[0]!.chainId}/tx/0x12`,
        400,
        'Invalid transaction hash 0x12: expected 0x and 64 hex digits.',
      ],
      [
        `/explorer/eip155:${devnet.chains[0]!.chainId}/tx/0x${'ab'.repeat(32)}`,
        404,
        `No transaction 0x${'ab'.repeat(32)} on ${devnet.chains[0]!.name} (eip155:${devnet.chains[0]!.chainId}).`,
      ],
    ]
    for (const [path, status, message] of cases) {
      const { res, html } = await page(path)
      expect([path, res.status]).toEqual([path, status])
      expect(res.headers.get('content-security-policy')).toBe(EXPLORER_CSP)
      expect(text(html)).toContain(`Transaction not shown ${message}`)
    }
    const hostile = await page(`/explorer/${encodeURIComponent('<script>alert(1)</script>')}/tx/x`)
    expect(hostile.res.status).toBe(400)
    expect(hostile.html).not.toContain('<script>')
    expect(hostile.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
  })
})
