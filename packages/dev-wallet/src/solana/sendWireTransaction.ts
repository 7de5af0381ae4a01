import { base58, base64 } from '@scure/base'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import { callSolanaRpc } from './callSolanaRpc'
import { SolanaNodeError } from './SolanaNodeError'

type SignatureStatus = { confirmationStatus?: string; err: unknown } | null

const levels = ['processed', 'confirmed', 'finalized']

/**
 * Sends a signed transaction with `sendTransaction` (base64) and, when `options.commitment` is
 * given, polls `getSignatureStatuses` until it reaches that commitment (about 20 s at most).
 * Resolves with the signature's 64 bytes; a refusal or a failed transaction throws
 * SolanaNodeError.
 */
export async function sendWireTransaction(
  fetchFn: typeof fetch,
  rpcUrl: string,
  signed: Uint8Array,
  options: SolanaSignAndSendTransactionOptions = {},
): Promise<Uint8Array> {
  const signature = await callSolanaRpc<string>(fetchFn, rpcUrl, 'sendTransaction', [
    base64.encode(signed),
    {
      encoding: 'base64',
      ...(options.preflightCommitment ? { preflightCommitment: options.preflightCommitment } : {}),
      ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
      ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
      ...(options.minContextSlot === undefined ? {} : { minContextSlot: options.minContextSlot }),
    },
  ])
  if (options.commitment) {
    const wanted = levels.indexOf(options.commitment)
    for (let attempt = 0; attempt < 100; attempt++) {
      const { value } = await callSolanaRpc<{ value: SignatureStatus[] }>(
        fetchFn,
        rpcUrl,
        'getSignatureStatuses',
        [[signature]],
      )
      const status = value[0]
      if (status?.err)
        throw new SolanaNodeError(-32002, 'The transaction failed on chain.', { data: status.err })
      if (status && levels.indexOf(status.confirmationStatus ?? '') >= wanted) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  return base58.decode(signature)
}
