import { ChainNotSupportedError, isUserRejection, walkErrorChain } from '@appkit/core'

/** Why a network switch failed, as the SwitchNetwork view words it. */
export type SwitchFailure = 'declined' | 'notSupported' | 'failed'

/**
 * Classifies a switch error by code or class, never by its text: a user rejection (4001 and
 * the like) is 'declined', 'Chain is not supported' (the add-chain fallback failed, SPEC §8)
 * is 'notSupported', anything else 'failed'.
 */
export function getSwitchFailure(error: unknown): SwitchFailure {
  if (isUserRejection(error)) return 'declined'
  if (walkErrorChain(error, (e) => e instanceof ChainNotSupportedError)) return 'notSupported'
  return 'failed'
}
