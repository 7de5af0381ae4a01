import { base58 } from '@scure/base'
import type { ApprovalRow, ApprovalSummary } from '../approvals/ApprovalSummary'
import { cut } from '../approvals/summarizeWalletRequest'
import type { SecureSolanaChain } from './SecureSolanaChain'

/** The message of a solana_signMessage as the visitor reads it: UTF-8 text, else base58. */
function messageText(message: unknown): string {
  if (typeof message !== 'string') return cut(JSON.stringify(message) ?? '')
  try {
    return cut(new TextDecoder('utf-8', { fatal: true }).decode(base58.decode(message)))
  } catch {
    return cut(message)
  }
}

/**
 * What the frame shows for a Solana request before the visitor approves it: the cluster, and for
 * solana_signMessage the message's text; any other Solana method shows its params as sent.
 */
export function summarizeSolanaRequest(
  chain: SecureSolanaChain,
  method: string,
  params: unknown,
): ApprovalSummary {
  const network: ApprovalRow = {
    label: 'network',
    value: `${chain.name ?? 'Solana'} (${chain.caipNetworkId})`,
  }
  if (method === 'solana_signMessage') {
    const message = (params as { message?: unknown } | null)?.message
    return {
      kind: 'signMessage',
      method,
      rows: [network, { label: 'message', value: messageText(message) }],
    }
  }
  return {
    kind: 'other',
    method,
    rows: [network, { label: 'params', value: cut(JSON.stringify(params ?? null)), code: true }],
  }
}
