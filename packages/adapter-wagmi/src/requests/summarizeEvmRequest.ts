import type { CaipNetwork } from '@appkit/core'
import {
  formatCutJson,
  type RequestSummaryKind as RequestKind,
  type RequestSummary,
  type RequestSummaryRow as SummaryRow,
} from '@appkit/core/adapter'
import { formatUnits } from 'viem'
import { decodeHexText } from './decodeHexText'

const kinds: Record<string, RequestKind> = {
  personal_sign: 'signMessage',
  eth_signTypedData_v4: 'signTypedData',
  eth_sendTransaction: 'sendTransaction',
  wallet_sendCalls: 'sendCalls',
  wallet_grantPermissions: 'permissions',
  wallet_revokePermissions: 'permissions',
  eth_sendUserOperation: 'userOperation',
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

const first = (params: unknown): unknown => (Array.isArray(params) ? params[0] : params)

function hexByteCount(data: unknown): number {
  return typeof data === 'string' && /^0x[0-9a-fA-F]*$/.test(data)
    ? Math.ceil((data.length - 2) / 2)
    : 0
}

function formatValue(value: unknown, network: CaipNetwork | undefined): string | undefined {
  if (value === undefined || value === null) return undefined
  try {
    const amount = BigInt(value as string | number | bigint)
    const decimals = network?.nativeCurrency.decimals ?? 18
    const symbol = network?.nativeCurrency.symbol
    return `${formatUnits(amount, decimals)}${symbol ? ` ${symbol}` : ''}`
  } catch {
    return String(value)
  }
}

function transactionRows(tx: Record<string, unknown>, network?: CaipNetwork): SummaryRow[] {
  const rows: SummaryRow[] = []
  if (tx.to !== undefined) rows.push({ label: 'to', value: String(tx.to), code: true })
  const value = formatValue(tx.value, network)
  if (value !== undefined) rows.push({ label: 'value', value })
  const bytes = hexByteCount(tx.data ?? tx.input ?? tx.callData)
  if (bytes > 0)
    rows.push({
      label: 'data',
      value: String(tx.data ?? tx.input ?? tx.callData),
      code: true,
      count: bytes,
    })
  return rows
}

/**
 * Summarises a not-safe EVM request for the ApproveTransaction view: a message as text (hex
 * decoded when it is UTF-8), typed data by primary type and contract, a transaction's
 * recipient, value in the network's currency and data size, each call of a batch, and
 * anything else as cut JSON. Nothing is interpreted as markup.
 */
export function summarizeEvmRequest(
  method: string,
  params: unknown,
  network?: CaipNetwork,
): RequestSummary {
  const kind = kinds[method] ?? 'other'
  switch (kind) {
    case 'signMessage': {
      const raw = first(params)
      const text = typeof raw === 'string' ? (decodeHexText(raw) ?? raw) : formatCutJson(raw)
      return { kind, rows: [{ label: 'message', value: text }] }
    }
    case 'signTypedData': {
      const raw = Array.isArray(params) ? params[1] : params
      let data: Record<string, unknown> = {}
      try {
        data = record(typeof raw === 'string' ? JSON.parse(raw) : raw)
      } catch {
        return { kind, rows: [{ label: 'params', value: formatCutJson(raw), code: true }] }
      }
      const domain = record(data.domain)
      const rows: SummaryRow[] = [
        {
          label: 'typedData',
          value: [data.primaryType, domain.name].filter((v) => typeof v === 'string').join(' · '),
        },
      ]
      if (typeof domain.verifyingContract === 'string')
        rows.push({ label: 'contract', value: domain.verifyingContract, code: true })
      rows.push({ label: 'params', value: formatCutJson(data.message), code: true })
      return { kind, rows }
    }
    case 'sendTransaction':
      return { kind, rows: transactionRows(record(first(params)), network) }
    case 'userOperation': {
      const op = record(first(params))
      return { kind, rows: transactionRows({ to: op.sender, callData: op.callData }, network) }
    }
    case 'sendCalls': {
      const calls = record(first(params)).calls
      const list = Array.isArray(calls) ? calls : []
      return {
        kind,
        rows: [
          { label: 'calls', value: String(list.length), count: list.length },
          ...list.flatMap((call) => transactionRows(record(call), network)),
        ],
      }
    }
    default:
      return { kind, rows: [{ label: 'params', value: formatCutJson(params), code: true }] }
  }
}
