import { isAddressEqual } from 'viem'
import type { SecureChain } from '../rpc/SecureChain'
import { ENTRY_POINT_07 } from './SmartAccountChain'
import { SmartAccountUnavailableError } from './SmartAccountUnavailableError'

/** How long the bundler gets to answer before it counts as down. */
const BUNDLER_CHECK_TIMEOUT_MS = 5_000

/**
 * Checks that `chain`'s bundler answers and serves its EntryPoint (eth_supportedEntryPoints);
 * a SmartAccountUnavailableError otherwise, before the visitor is moved to the smart account.
 */
export async function checkBundler(chain: SecureChain): Promise<void> {
  const config = chain.smartAccount
  if (!config)
    throw new SmartAccountUnavailableError('Smart accounts are not enabled on this network')
  let entryPoints: unknown
  try {
    const response = await fetch(config.bundlerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_supportedEntryPoints',
        params: [],
      }),
      signal: AbortSignal.timeout(BUNDLER_CHECK_TIMEOUT_MS),
    })
    entryPoints = ((await response.json()) as { result?: unknown }).result
  } catch (cause) {
    throw new SmartAccountUnavailableError(undefined, cause)
  }
  const entryPoint = config.entryPoint ?? ENTRY_POINT_07
  const served =
    Array.isArray(entryPoints) &&
    entryPoints.some(
      (value) => typeof value === 'string' && isAddressEqual(value as `0x${string}`, entryPoint),
    )
  if (!served) throw new SmartAccountUnavailableError('The bundler does not serve this EntryPoint')
}
