import { type Address, toHex } from 'viem'

/** Methods the wallet answers at once, with no prompt: they reveal only what the session holds. */
export const READ_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
]

/**
 * The answer to a read method (the session's account, the request's chain id as hex);
 * undefined when `method` is not one of READ_METHODS.
 */
export function answerWithoutPrompt(
  method: string,
  chainId: number,
  address: Address,
): unknown | undefined {
  if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [address]
  if (method === 'eth_chainId') return toHex(chainId)
  return undefined
}

/** Reads the chain id of a wallet_switchEthereumChain param (`[{ chainId: '0x89' }]`). */
export function readSwitchChainParam(params: unknown): number | undefined {
  const [first] = Array.isArray(params) ? params : []
  const hex = (first as { chainId?: unknown } | undefined)?.chainId
  if (typeof hex !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(hex)) return undefined
  return Number.parseInt(hex, 16)
}
