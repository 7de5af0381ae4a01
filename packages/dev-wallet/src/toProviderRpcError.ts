import { ProviderRpcError } from './errors/ProviderRpcError'
import { InternalRpcError } from './errors/providerErrors'

function causeChain(error: unknown): object[] {
  const chain: object[] = []
  for (let current = error; current && typeof current === 'object' && !chain.includes(current); ) {
    chain.push(current)
    current = (current as { cause?: unknown }).cause
  }
  return chain
}

/**
 * The EIP-1193 error for anything a request threw: our own ProviderRpcError from anywhere in the
 * cause chain (viem wraps the chain's errors in its own), else the first error with a numeric
 * `code`, else -32603.
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  const chain = causeChain(error)
  const own = chain.find((item) => item instanceof ProviderRpcError)
  if (own) return own as ProviderRpcError
  const coded = chain.find((item) => Number.isInteger((item as { code?: unknown }).code))
  if (coded) {
    const { code, shortMessage, message, data } = coded as {
      code: number
      shortMessage?: unknown
      message?: unknown
      data?: unknown
    }
    const text = typeof shortMessage === 'string' ? shortMessage : String(message)
    return new ProviderRpcError(code, text, { data, cause: error })
  }
  const message = error instanceof Error ? error.message : String(error)
  return new InternalRpcError(message, { cause: error })
}
