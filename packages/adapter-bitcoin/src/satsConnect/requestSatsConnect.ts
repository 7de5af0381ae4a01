import { UserRejectedRequestError } from '@appkit/core'
import { BitcoinSatsConnectError } from '../errors/bitcoinErrors'
import { SATS_CONNECT_USER_REJECTION, type SatsConnectProvider } from './SatsConnectProvider'

/**
 * Calls `method` on a sats-connect provider and returns its `result`. A JSON-RPC error becomes
 * core's UserRejectedRequestError for a refusal (`-32000`, or the EIP-1193 `4001` some wallets
 * use) and BitcoinSatsConnectError (with the wallet's code) otherwise; an answer that is
 * neither a result nor an error is a BitcoinSatsConnectError too.
 */
export async function requestSatsConnect<T>(
  provider: SatsConnectProvider,
  method: string,
  params: unknown,
): Promise<T> {
  const response = (await provider.request(method, params)) as unknown
  if (typeof response === 'object' && response !== null) {
    if ('result' in response) return response.result as T
    if ('error' in response) {
      const { code, message } = (response.error ?? {}) as { code?: unknown; message?: unknown }
      const text = typeof message === 'string' ? message : 'no message'
      if (code === SATS_CONNECT_USER_REJECTION || code === 4001)
        throw new UserRejectedRequestError({ details: text })
      throw new BitcoinSatsConnectError(method, typeof code === 'number' ? code : -32603, text)
    }
  }
  throw new BitcoinSatsConnectError(
    method,
    -32603,
    'The wallet answered neither a result nor an error',
  )
}
