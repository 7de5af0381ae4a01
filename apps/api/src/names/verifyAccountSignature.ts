import { type Address, type Hex, verifyMessage } from 'viem'
import type { ChainClient } from '../chains/ChainClients'
import { UpstreamError } from '../server/ApiError'

/**
 * Whether `signature` by `address` signs `message` (EIP-191). An EOA signature is checked locally;
 * otherwise, with a public client of the chain, smart accounts are checked on chain (ERC-1271 when
 * deployed, ERC-6492 when counterfactual). An unreachable chain is an UpstreamError, not a "no".
 */
export async function verifyAccountSignature(
  chain: ChainClient | undefined,
  address: Address,
  message: string,
  signature: Hex,
): Promise<boolean> {
  try {
    if (await verifyMessage({ address, message, signature })) return true
  } catch {
    // Not a 65-byte ECDSA signature: maybe a smart-account one.
  }
  if (!chain) return false
  try {
    return await chain.client.verifyMessage({ address, message, signature })
  } catch (error) {
    if (isRpcUnreachable(error))
      throw new UpstreamError('Chain RPC unreachable for signature check', error)
    return false
  }
}

function isRpcUnreachable(error: unknown): boolean {
  const name = (error as { name?: string })?.name ?? ''
  return name === 'HttpRequestError' || name === 'TimeoutError'
}
