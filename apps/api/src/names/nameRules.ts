import { BadRequestError } from '../server/ApiError'

/** SPEC §5 "Account name: at least 4 characters, letters, digits, hyphens only" (63 at most, a DNS label). */
export const labelPattern = /^[a-z0-9-]{4,63}$/

/** The label of `name` (suffix removed, lower-cased), or a BadRequestError naming the rule. */
export function labelOf(name: string, suffix: string): string {
  const lower = name.trim().toLowerCase()
  const label = lower.endsWith(suffix.toLowerCase()) ? lower.slice(0, -suffix.length) : lower
  if (!labelPattern.test(label)) {
    throw new BadRequestError(
      'A name needs at least 4 characters: letters, digits and hyphens only',
    )
  }
  return label
}

/** SPEC §5 "Chain id for registration below 2147483648 else 'Invalid chainId'": chain id of an ENSIP-11 coin type. */
export function chainIdOfCoinType(coinType: number): number {
  if (coinType === 60) return 1
  if (coinType >= 0x80000000 && coinType <= 0xffffffff) {
    const chainId = coinType - 0x80000000
    if (chainId > 0) return chainId
  }
  throw new BadRequestError('Invalid chainId')
}

/** The ENSIP-11 coin type of an EVM chain (60 for chain 1). */
export function coinTypeOfChainId(chainId: number): number {
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}
