import {
  BaseError,
  createClient,
  type Hex,
  HttpRequestError,
  http,
  type LocalAccount,
  TimeoutError,
} from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import type { SecureChain } from '../rpc/SecureChain'
import { WalletRpcError } from '../rpc/WalletRpcError'
import { readSmartAccount } from './readSmartAccount'
import { SmartAccountUnavailableError } from './SmartAccountUnavailableError'
import { secureViemChain } from './secureViemChain'

/** One call of a UserOperation. */
export type SmartAccountCall = { to: Hex; value?: bigint; data?: Hex }

/** What a sent UserOperation gave: its hash, the bundle's transaction and whether it succeeded. */
export type SentUserOperation = { userOpHash: Hex; transactionHash: Hex; success: boolean }

/** How long to wait for the bundle holding the UserOperation to be mined. */
const RECEIPT_TIMEOUT_MS = 60_000

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin
  } catch {
    return false
  }
}

/** The bundler's refusal as a clear error: a down bundler is unavailable, a refused op a 400. */
function toSendError(error: unknown, bundlerUrl: string): Error {
  if (!(error instanceof BaseError))
    return error instanceof Error ? error : new Error(String(error))
  const down = error.walk(
    (cause) =>
      (cause instanceof HttpRequestError || cause instanceof TimeoutError) &&
      sameOrigin(cause.url, bundlerUrl),
  )
  if (down) return new SmartAccountUnavailableError(undefined, error)
  const text = `${error.shortMessage} ${error.details ?? ''}`
  if (/AA21|prefund/i.test(text))
    return new WalletRpcError(
      'Insufficient funds: the smart account cannot pay for its gas',
      -32000,
    )
  return new WalletRpcError(`The bundler refused the UserOperation: ${error.shortMessage}`, -32000)
}

/**
 * Sends `calls` from the owner's smart account on `chain` as one ERC-4337 UserOperation through
 * the chain's bundler (`execute` for one call, `executeBatch` for several; the first one also
 * deploys the account), signed by the owner, and waits until its bundle is mined. A bundler that
 * does not answer gives a SmartAccountUnavailableError; nothing is sent then.
 */
export async function sendSmartAccountCalls(parameters: {
  owner: LocalAccount
  chain: SecureChain
  calls: readonly SmartAccountCall[]
  signal?: AbortSignal | undefined
}): Promise<SentUserOperation> {
  const { owner, chain, calls, signal } = parameters
  const { account, bundlerUrl } = await readSmartAccount(owner, chain, signal)
  const fetchOptions = signal ? { fetchOptions: { signal } } : {}
  const bundler = createBundlerClient({
    account,
    client: createClient({
      chain: secureViemChain(chain),
      transport: http(chain.rpcUrl, fetchOptions),
    }),
    chain: secureViemChain(chain),
    transport: http(bundlerUrl, { ...fetchOptions, retryCount: 0 }),
    pollingInterval: 100,
  })
  signal?.throwIfAborted()
  try {
    const userOpHash = await bundler.sendUserOperation({
      calls: calls.map((call) => ({
        to: call.to,
        value: call.value ?? 0n,
        data: call.data ?? '0x',
      })),
    })
    const receipt = await bundler.waitForUserOperationReceipt({
      hash: userOpHash,
      timeout: RECEIPT_TIMEOUT_MS,
    })
    return {
      userOpHash,
      transactionHash: receipt.receipt.transactionHash,
      success: receipt.success,
    }
  } catch (error) {
    throw toSendError(error, bundlerUrl)
  }
}
