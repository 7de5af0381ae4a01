import {
  createBip122Verifier,
  createEip155Verifier,
  createSolanaVerifier,
  type SiwxVerifier,
  UnsupportedSiwxNamespaceError,
} from '@appkit/siwx'
import type { ChainClient } from '../chains/ChainClients'

/** The SIWX verifiers of the session routes, by namespace. */
export type SessionVerifiers = (chainId: string) => SiwxVerifier

/**
 * One verifier per namespace @appkit/siwx verifies: eip155 with the configured chains' clients
 * (so ERC-1271 and ERC-6492 smart accounts verify on chain), solana and bip122. The returned
 * function throws UnsupportedSiwxNamespaceError for any other namespace.
 */
export function createSessionVerifiers(chains: Map<number, ChainClient>): SessionVerifiers {
  const verifiers: SiwxVerifier[] = [
    createEip155Verifier({ getClient: (chainId) => chains.get(chainId)?.client }),
    createSolanaVerifier(),
    createBip122Verifier(),
  ]
  return (chainId) => {
    const namespace = chainId.split(':')[0] ?? ''
    const verifier = verifiers.find((candidate) => candidate.namespace === namespace)
    if (!verifier) throw new UnsupportedSiwxNamespaceError(namespace)
    return verifier
  }
}
