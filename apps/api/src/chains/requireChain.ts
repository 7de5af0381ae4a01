import { BadRequestError } from '../server/ApiError'
import type { AppContext } from '../server/AppContext'
import type { ChainClient } from './ChainClients'

/** JSON schema of an EVM chain id query value: CAIP-2 `eip155:1` (a bare `1` is not CAIP-2). */
export const chainIdSchema = { type: 'string', pattern: '^eip155:[1-9][0-9]{0,9}$' } as const

/** The EVM chain id in `eip155:1` or `1`. */
export function parseChainId(value: string): number {
  const id = Number(value.startsWith('eip155:') ? value.slice(7) : value)
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new BadRequestError(`Invalid CAIP-2 network id: ${value}`)
  return id
}

/** The configured chain of `value`, or a BadRequestError with `message`. */
export function requireChain(
  ctx: AppContext,
  value: string,
  message = 'Unsupported chainId',
): ChainClient {
  const chain = ctx.chains.get(parseChainId(value))
  if (!chain) throw new BadRequestError(message)
  return chain
}
