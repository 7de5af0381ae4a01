import { SolanaConfirmationTimeoutError } from '../errors/SolanaConfirmationTimeoutError'
import { SolanaTransactionError } from '../errors/SolanaTransactionError'
import type { SolanaCommitmentLevel } from '../network/preflightCommitment'
import { callSolanaRpc } from './callSolanaRpc'

type SignatureStatus = { confirmationStatus?: SolanaCommitmentLevel; err: unknown } | null

const order: readonly SolanaCommitmentLevel[] = ['processed', 'confirmed', 'finalized']

/**
 * Waits until `signature` reaches `commitment` (polling getSignatureStatuses every `intervalMs`,
 * at most `timeoutMs`); a transaction that failed on chain throws SolanaTransactionError with
 * its error; one not seen in time throws SolanaConfirmationTimeoutError (it may still land).
 */
export async function confirmSignature(
  fetchFn: typeof fetch,
  rpcUrl: string,
  signature: string,
  commitment: SolanaCommitmentLevel,
  { intervalMs = 200, timeoutMs = 30_000 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { value } = await callSolanaRpc<{ value: SignatureStatus[] }>(
      fetchFn,
      rpcUrl,
      'getSignatureStatuses',
      [[signature]],
    )
    const status = value[0]
    if (status?.err) throw new SolanaTransactionError({ details: JSON.stringify(status.err) })
    if (
      status &&
      order.indexOf(status.confirmationStatus ?? 'processed') >= order.indexOf(commitment)
    )
      return
    if (Date.now() > deadline) throw new SolanaConfirmationTimeoutError(signature, commitment)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
