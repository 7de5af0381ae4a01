import {
  erc20Abi,
  getAddress,
  type Hash,
  parseEventLogs,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem'
import type { ChainClient } from '../chains/ChainClients'
import { NotFoundError, UpstreamError } from '../server/ApiError'
import type { ExplorerTransaction } from './ExplorerPage'
import { explorerMessage as m } from './explorerMessages'
import { signedAmount, unsignedAmount } from './signedAmount'

const notFound = (error: unknown) =>
  error instanceof TransactionNotFoundError || error instanceof TransactionReceiptNotFoundError

/**
 * Reads transaction `hash` from an EVM chain (the transaction and its receipt) as an explorer
 * page: status, result, block, fee, from, to, value, and the native value and the configured
 * tokens' Transfer logs as balance changes. NotFoundError when the chain has no such transaction.
 */
export async function readEvmTransactionPage(
  chain: ChainClient,
  hash: Hash,
): Promise<ExplorerTransaction> {
  const { client, config } = chain
  const network = `${config.name} (eip155:${config.chainId})`
  const symbol = config.nativeCurrency.symbol
  const decimals = config.nativeCurrency.decimals
  let tx: Awaited<ReturnType<typeof client.getTransaction>>
  let receipt: Awaited<ReturnType<typeof client.getTransactionReceipt>> | undefined
  try {
    tx = await client.getTransaction({ hash })
    receipt = await client.getTransactionReceipt({ hash }).catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return undefined
      throw error
    })
  } catch (error) {
    if (notFound(error)) throw new NotFoundError(m('notFound', { value: hash, network }))
    throw new UpstreamError(m('upstream'), error)
  }
  const rows: [string, string][] = [
    [m('network'), network],
    [m('status'), receipt ? m('confirmed') : m('pending')],
  ]
  if (receipt) {
    rows.push([m('result'), receipt.status === 'success' ? m('succeeded') : m('reverted')])
    rows.push([m('block'), String(receipt.blockNumber)])
    rows.push([
      m('fee'),
      unsignedAmount(receipt.gasUsed * receipt.effectiveGasPrice, decimals, symbol),
    ])
  }
  const from = getAddress(tx.from)
  const to = tx.to ? getAddress(tx.to) : undefined
  rows.push([m('from'), from], [m('to'), to ?? ''])
  rows.push([m('value'), unsignedAmount(tx.value, decimals, symbol)])

  // The sender pays the fee whatever the outcome; the value moves only when the call succeeded.
  const fee = receipt ? receipt.gasUsed * receipt.effectiveGasPrice : 0n
  const moved = receipt?.status === 'success' ? tx.value : 0n
  const changes: ExplorerTransaction['changes'][number][] = []
  if (fee + moved > 0n)
    changes.push({
      account: from,
      asset: symbol,
      change: signedAmount(-(fee + moved), decimals, symbol),
    })
  if (moved > 0n && to)
    changes.push({ account: to, asset: symbol, change: signedAmount(moved, decimals, symbol) })
  const transfers = parseEventLogs({
    abi: erc20Abi,
    eventName: 'Transfer',
    logs: receipt?.logs ?? [],
  })
  for (const log of transfers) {
    const token = config.tokens?.find(
      (candidate) => candidate.address.toLowerCase() === log.address.toLowerCase(),
    )
    if (!token) continue
    const { from: payer, to: payee, value } = log.args
    changes.push({
      account: payer,
      asset: token.symbol,
      change: signedAmount(-value, token.decimals, token.symbol),
    })
    changes.push({
      account: payee,
      asset: token.symbol,
      change: signedAmount(value, token.decimals, token.symbol),
    })
  }
  return { id: hash, idLabel: m('hash'), rows, changes }
}
