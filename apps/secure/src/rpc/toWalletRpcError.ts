import {
  BaseError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  InvalidAddressError,
  InvalidParamsRpcError,
  NonceTooLowError,
  TipAboveFeeCapError,
} from 'viem'
import { WalletRpcError } from './WalletRpcError'

const GAS_ERRORS = [
  IntrinsicGasTooLowError,
  IntrinsicGasTooHighError,
  FeeCapTooLowError,
  FeeCapTooHighError,
  TipAboveFeeCapError,
]

/**
 * A chain's refusal of a request as a clear {@link WalletRpcError} (the API answers it as a 400 with
 * the reason the modal shows, never a 500): insufficient funds (-32000), an invalid address
 * (-32602), bad gas (-32602), a nonce already used (-32000), a reverting call (3, with the
 * revert reason when the chain gave one) and invalid params (-32602). Undefined for anything else.
 */
export function toWalletRpcError(error: unknown): WalletRpcError | undefined {
  if (!(error instanceof BaseError)) return undefined
  const found = (match: (e: unknown) => boolean) => error.walk(match) as BaseError | null
  if (found((e) => e instanceof InsufficientFundsError))
    return new WalletRpcError('Insufficient funds for gas and value', -32000)
  if (found((e) => e instanceof InvalidAddressError))
    return new WalletRpcError('Invalid address', -32602)
  const gas = found((e) => GAS_ERRORS.some((type) => e instanceof type))
  if (gas) return new WalletRpcError(`Invalid gas: ${gas.shortMessage}`, -32602)
  if (found((e) => e instanceof NonceTooLowError))
    return new WalletRpcError('The nonce was already used', -32000)
  const reverted = found((e) => e instanceof ExecutionRevertedError)
  if (reverted) {
    const reason = reverted.details?.replace(/^execution reverted:?\s*/i, '')
    return new WalletRpcError(
      reason ? `The transaction would revert: ${reason}` : 'The transaction would revert',
      3,
    )
  }
  const params = found((e) => e instanceof InvalidParamsRpcError)
  if (params) return new WalletRpcError(params.details || 'Invalid parameters', -32602)
  return undefined
}
