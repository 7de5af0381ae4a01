import { WalletRpcError } from '../rpc/WalletRpcError'

/** The preflight commitments `sendTransaction` takes (SPEC §5). */
const COMMITMENTS = new Set([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
])

/**
 * Sends a signed wire transaction (base64) to the cluster's JSON-RPC `sendTransaction` with the
 * given preflight commitment ('confirmed' when none or an unknown one is given) and resolves its
 * signature; a node's refusal rejects with its message and code; `signal` aborts the call.
 */
export async function sendSolanaTransaction(
  rpcUrl: string,
  transaction: string,
  preflightCommitment: unknown,
  fetchFn: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<string> {
  const commitment =
    typeof preflightCommitment === 'string' && COMMITMENTS.has(preflightCommitment)
      ? preflightCommitment
      : 'confirmed'
  const response = await fetchFn(rpcUrl, {
    method: 'POST',
    ...(signal ? { signal } : {}),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [transaction, { encoding: 'base64', preflightCommitment: commitment }],
    }),
  })
  const json = (await response.json().catch(() => ({}))) as {
    result?: unknown
    error?: { message?: unknown; code?: unknown }
  }
  if (json.error || typeof json.result !== 'string') {
    const message = typeof json.error?.message === 'string' ? json.error.message : 'Send failed'
    throw new WalletRpcError(
      message,
      typeof json.error?.code === 'number' ? json.error.code : -32603,
    )
  }
  return json.result
}
