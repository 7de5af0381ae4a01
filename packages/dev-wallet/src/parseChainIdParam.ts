import { InvalidParamsError } from './errors/providerErrors'

/** The chain id of a `{ chainId: '0x…' }` param (EIP-3326 / EIP-3085); -32602 when malformed. */
export function parseChainIdParam(param: unknown): number {
  const chainId = (param as { chainId?: unknown } | null)?.chainId
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]{1,13}$/.test(chainId))
    throw new InvalidParamsError(`Expected a hex chainId, got ${JSON.stringify(chainId)}.`)
  const value = Number.parseInt(chainId, 16)
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new InvalidParamsError(`The chainId ${chainId} is out of range.`)
  return value
}
