import { numberToHex } from 'viem'
import { UnrecognizedChainError } from './errors/providerErrors'
import type { WalletContext } from './WalletContext'

/**
 * Makes `chainId` the active chain and emits chainChanged (hex) when it changed; throws
 * UnrecognizedChainError (4902) for a chain the wallet does not know.
 */
export function activateChain(
  context: Pick<WalletContext, 'state' | 'events'>,
  chainId: number,
): void {
  const { state } = context
  if (!state.chains.has(chainId)) throw new UnrecognizedChainError(chainId)
  if (state.chainId === chainId) return
  state.chainId = chainId
  state.save()
  context.events.emit('chainChanged', numberToHex(chainId))
}
