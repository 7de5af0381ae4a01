import { NotFoundError, UpstreamError } from '../server/ApiError'
import type { SolanaRpc } from '../solana/SolanaRpc'
import { READ_COMMITMENT, SOL } from '../solana/solanaConstants'
import type { ExplorerTransaction } from './ExplorerPage'
import { explorerMessage as m } from './explorerMessages'
import { signedAmount, unsignedAmount } from './signedAmount'

type TokenBalance = {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount: { amount: string; decimals: number }
}
type SolanaTransaction = {
  slot: number
  blockTime: number | null
  meta: {
    err: unknown
    fee: number
    preBalances: number[]
    postBalances: number[]
    preTokenBalances?: TokenBalance[]
    postTokenBalances?: TokenBalance[]
    loadedAddresses?: { writable: string[]; readonly: string[] }
  } | null
  transaction: {
    signatures: string[]
    message: { accountKeys: string[]; header: { numRequiredSignatures: number } }
  }
}
type SignatureStatus = { confirmationStatus?: 'processed' | 'confirmed' | 'finalized' } | null

/**
 * Reads transaction `signature` from a Solana cluster (`getTransaction` at `confirmed`, json,
 * and its commitment from `getSignatureStatuses`) as an explorer page: status, result, slot,
 * time, fee, signers, and each balance that changed (SOL per account, the fee included; each
 * token per owner and mint, named when the mint is configured). NotFoundError when the cluster
 * has no such transaction.
 */
export async function readSolanaTransactionPage(
  rpc: SolanaRpc,
  signature: string,
): Promise<ExplorerTransaction> {
  let tx: SolanaTransaction | null
  let status: SignatureStatus
  try {
    const [found, statuses] = await rpc.batch<unknown>([
      [
        'getTransaction',
        [
          signature,
          { encoding: 'json', commitment: READ_COMMITMENT, maxSupportedTransactionVersion: 0 },
        ],
      ],
      ['getSignatureStatuses', [[signature], { searchTransactionHistory: true }]],
    ])
    tx = found as SolanaTransaction | null
    status = (statuses as { value: SignatureStatus[] }).value[0] ?? null
  } catch (error) {
    throw new UpstreamError(m('upstream'), error)
  }
  const network = `${rpc.config.name} (${rpc.config.chainId})`
  if (!tx) throw new NotFoundError(m('notFound', { value: signature, network }))
  const meta = tx.meta
  const keys = [
    ...tx.transaction.message.accountKeys,
    ...(meta?.loadedAddresses?.writable ?? []),
    ...(meta?.loadedAddresses?.readonly ?? []),
  ]
  const signers = tx.transaction.message.accountKeys.slice(
    0,
    tx.transaction.message.header.numRequiredSignatures,
  )
  const commitment = status?.confirmationStatus ?? READ_COMMITMENT
  const rows: [string, string][] = [
    [m('network'), network],
    [m('status'), m(commitment)],
    [
      m('result'),
      meta?.err == null ? m('succeeded') : m('failed', { reason: JSON.stringify(meta.err) }),
    ],
    [m('slot'), String(tx.slot)],
  ]
  if (tx.blockTime !== null) rows.push([m('time'), new Date(tx.blockTime * 1000).toISOString()])
  if (meta) rows.push([m('fee'), unsignedAmount(BigInt(meta.fee), SOL.decimals, SOL.symbol)])
  rows.push([m('signers'), signers.join(', ')])

  const changes: ExplorerTransaction['changes'][number][] = []
  if (meta) {
    keys.forEach((account, index) => {
      const delta = BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0)
      if (delta !== 0n)
        changes.push({
          account,
          asset: SOL.symbol,
          change: signedAmount(delta, SOL.decimals, SOL.symbol),
        })
    })
    const tokens = new Map<
      string,
      { owner: string; mint: string; decimals: number; delta: bigint }
    >()
    const add = (list: TokenBalance[] | undefined, sign: bigint) => {
      for (const balance of list ?? []) {
        const owner = balance.owner ?? keys[balance.accountIndex] ?? ''
        const key = `${owner} ${balance.mint}`
        const entry = tokens.get(key) ?? {
          owner,
          mint: balance.mint,
          decimals: balance.uiTokenAmount.decimals,
          delta: 0n,
        }
        entry.delta += BigInt(balance.uiTokenAmount.amount) * sign
        tokens.set(key, entry)
      }
    }
    add(meta.preTokenBalances, -1n)
    add(meta.postTokenBalances, 1n)
    for (const { owner, mint, decimals, delta } of tokens.values()) {
      if (delta === 0n) continue
      const symbol = rpc.config.tokens?.find((token) => token.mint === mint)?.symbol ?? mint
      changes.push({ account: owner, asset: symbol, change: signedAmount(delta, decimals, symbol) })
    }
  }
  return { id: signature, idLabel: m('signature'), rows, changes }
}
