import {
  type Address,
  createPublicClient,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  hexToBytes,
  http,
  isAddress,
  isHex,
} from 'viem'
import type { SecureChain } from '../rpc/SecureChain'
import type { ApprovalRow, ApprovalSummary } from './ApprovalSummary'

/** Longest value shown in one row; the rest is cut with an ellipsis. */
const MAX_VALUE_LENGTH = 2_000
/** Most typed-data fields listed. */
const MAX_FIELDS = 40
const TOKEN_READ_TIMEOUT_MS = 2_000

/** `text` cut to the longest value a row shows, with an ellipsis. */
export const cut = (text: string) =>
  text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text

function networkRow(chain: SecureChain): ApprovalRow {
  return { label: 'network', value: `${chain.name ?? `Chain ${chain.chainId}`} (${chain.chainId})` }
}

/** A personal_sign message as the visitor reads it: UTF-8 text when the hex is text, else hex. */
function messageText(message: unknown): string {
  if (typeof message !== 'string') return cut(JSON.stringify(message) ?? '')
  if (!isHex(message)) return cut(message)
  try {
    return cut(new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message)))
  } catch {
    return cut(message)
  }
}

function flatten(value: unknown, path: string, rows: ApprovalRow[]): void {
  if (rows.length >= MAX_FIELDS) return
  if (value && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value)
    for (const [key, inner] of entries) flatten(inner, path ? `${path}.${key}` : key, rows)
    return
  }
  rows.push({ field: path, value: cut(String(value)), code: true })
}

function typedDataRows(raw: unknown): ApprovalRow[] {
  let data: unknown = raw
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw)
    } catch {
      return [{ label: 'params', value: cut(raw), code: true }]
    }
  }
  const { domain, primaryType, message } = (data ?? {}) as {
    domain?: unknown
    primaryType?: unknown
    message?: unknown
  }
  const rows: ApprovalRow[] = []
  if (typeof primaryType === 'string') rows.push({ label: 'primaryType', value: cut(primaryType) })
  const domainRows: ApprovalRow[] = []
  flatten(domain, '', domainRows)
  for (const row of domainRows) rows.push({ ...row, field: `domain.${row.field}` })
  flatten(message, '', rows)
  return rows
}

async function readToken(chain: SecureChain, address: Address) {
  const client = createPublicClient({
    transport: http(chain.rpcUrl, { timeout: TOKEN_READ_TIMEOUT_MS, retryCount: 0 }),
  })
  try {
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return { symbol, decimals }
  } catch {
    return undefined
  }
}

async function transactionRows(chain: SecureChain, request: unknown): Promise<ApprovalRow[]> {
  const tx = (request ?? {}) as {
    from?: unknown
    to?: unknown
    value?: unknown
    data?: unknown
    gas?: unknown
  }
  const rows: ApprovalRow[] = []
  const symbol = chain.symbol ?? 'ETH'
  if (typeof tx.from === 'string') rows.push({ label: 'from', value: tx.from, code: true })
  const value = typeof tx.value === 'string' && isHex(tx.value) ? BigInt(tx.value) : 0n
  const data =
    typeof tx.data === 'string' && isHex(tx.data) && tx.data !== '0x' ? (tx.data as Hex) : undefined
  const to = typeof tx.to === 'string' && isAddress(tx.to) ? tx.to : undefined
  let call: ReturnType<typeof decodeFunctionData<typeof erc20Abi>> | undefined
  if (data && to) {
    try {
      call = decodeFunctionData({ abi: erc20Abi, data })
    } catch {
      call = undefined
    }
  }
  if (to && call && (call.functionName === 'transfer' || call.functionName === 'approve')) {
    const [party, amount] = call.args as readonly [Address, bigint]
    const token = await readToken(chain, to)
    const shown = token
      ? `${formatUnits(amount, token.decimals)} ${token.symbol}`
      : `${amount} (raw units)`
    rows.push({ label: 'token', value: token ? `${token.symbol} · ${to}` : to, code: !token })
    if (call.functionName === 'transfer') {
      rows.push({ label: 'recipient', value: party, code: true })
      rows.push({ label: 'amount', value: shown })
    } else {
      rows.push({ label: 'spender', value: party, code: true })
      rows.push({ label: 'allowance', value: shown })
    }
    if (value > 0n) rows.push({ label: 'amount', value: `${formatUnits(value, 18)} ${symbol}` })
  } else {
    rows.push({ label: 'to', value: typeof tx.to === 'string' ? tx.to : '—', code: true })
    rows.push({ label: 'amount', value: `${formatUnits(value, 18)} ${symbol}` })
    if (data) rows.push({ label: 'data', value: cut(data), code: true })
  }
  if (typeof tx.gas === 'string' && isHex(tx.gas))
    rows.push({ label: 'gas', value: BigInt(tx.gas).toString() })
  return rows
}

/**
 * What the frame shows for a not-safe request, written from the very request the server will
 * sign: the network; for a transaction the recipient and the amount (ERC-20 `transfer` and
 * `approve` decoded, with the token's symbol and decimals read on chain); a message's text; the
 * typed data's domain, primary type and every message field. Any other method shows its params.
 */
export async function summarizeWalletRequest(
  chain: SecureChain,
  method: string,
  params: unknown,
): Promise<ApprovalSummary> {
  const list = Array.isArray(params) ? params : []
  const network = networkRow(chain)
  switch (method) {
    case 'personal_sign':
      return {
        kind: 'signMessage',
        method,
        rows: [network, { label: 'message', value: messageText(list[0]) }],
      }
    case 'eth_signTypedData_v4':
      return { kind: 'signTypedData', method, rows: [network, ...typedDataRows(list[1])] }
    case 'eth_sendTransaction':
      return {
        kind: 'sendTransaction',
        method,
        rows: [network, ...(await transactionRows(chain, list[0]))],
      }
    default:
      return {
        kind: 'other',
        method,
        rows: [
          network,
          { label: 'params', value: cut(JSON.stringify(params ?? null)), code: true },
        ],
      }
  }
}
