import type { RequestSummary } from '@appkit/core/adapter'
import { base58, base64 } from '@scure/base'

function text(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return base58.encode(bytes)
  }
}

function transactionBytes(value: unknown): number {
  try {
    return typeof value === 'string' ? base64.decode(value).length : 0
  } catch {
    return 0
  }
}

/**
 * What the approval view shows for a Solana request (WalletConnect's solana methods): the message
 * text of `solana_signMessage` (base58 decoded), and for the transaction methods the serialized
 * transaction (base64) with its size, or the number of transactions of `signAllTransactions`.
 */
export function summarizeSolanaRequest({
  method,
  params,
}: {
  method: string
  params: unknown
}): RequestSummary {
  const record = (params ?? {}) as Record<string, unknown>
  if (method === 'solana_signMessage' && typeof record.message === 'string') {
    let message = record.message
    try {
      message = text(base58.decode(record.message))
    } catch {}
    return { kind: 'signMessage', rows: [{ label: 'message', value: message }] }
  }
  if (method === 'solana_signAllTransactions' && Array.isArray(record.transactions))
    return {
      kind: 'solanaTransaction',
      rows: [{ label: 'calls', value: '', count: record.transactions.length }],
    }
  if (typeof record.transaction === 'string')
    return {
      kind: 'solanaTransaction',
      rows: [
        {
          label: 'data',
          value: record.transaction,
          code: true,
          count: transactionBytes(record.transaction),
        },
      ],
    }
  return { kind: 'other', rows: [{ label: 'params', value: JSON.stringify(params), code: true }] }
}
