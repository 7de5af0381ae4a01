import {
  GasPriceNetworkNotSupportedError,
  isUserRejection,
  SwapNotReadyError,
  SwapsNetworkNotSupportedError,
} from '@appkit/core'
import type { MessageKey } from '../../i18n/translate'

/**
 * The catalogue message of a failed swap: SPEC §8's 'Network not supported for Swaps' and
 * 'Network not supported for Gas Price' and the missing tokens or amount (recognised by class),
 * the wallet's rejection (by code), else 'The swap failed'.
 */
export function getSwapErrorKey(error: unknown): MessageKey {
  if (error instanceof SwapsNetworkNotSupportedError) return 'swap.networkNotSupported'
  if (error instanceof GasPriceNetworkNotSupportedError) return 'swap.gasPriceNotSupported'
  if (error instanceof SwapNotReadyError) return 'swap.notReady'
  if (isUserRejection(error)) return 'swap.rejected'
  return 'swap.failed'
}
