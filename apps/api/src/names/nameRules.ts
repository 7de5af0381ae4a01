import { BadRequestError } from '../server/ApiError'

/** SPEC §5 "Account name: at least 4 characters, letters, digits, hyphens only" (63 at most, a DNS label). */
export const labelPattern = /^[a-z0-9-]{4,63}$/

/** The same rule before lower-casing: ASCII only, so no look-alike (a Kelvin sign, a Cyrillic а) folds into a letter. */
const asciiLabelPattern = /^[A-Za-z0-9-]{4,63}$/

/** The refusal of SPEC §5's rule, the same wording the modal shows. */
export const nameRuleMessage =
  'A name needs at least 4 characters: letters, digits and hyphens only'

/** The refusal of a signed name with capitals: two spellings must never sign the same name. */
export const lowerCaseMessage = 'A name is registered in lower case: sign it in lower case'

/** `name` without the deployment's `suffix` (compared case-insensitively), as typed. */
function withoutSuffix(name: string, suffix: string): string {
  const tail = name.slice(-suffix.length)
  return suffix && name.length > suffix.length && tail.toLowerCase() === suffix.toLowerCase()
    ? name.slice(0, -suffix.length)
    : name
}

/** The label of `name` for a lookup (suffix removed, lower-cased), or a BadRequestError naming the rule. */
export function labelOf(name: string, suffix: string): string {
  const label = withoutSuffix(name.trim(), suffix)
  if (!asciiLabelPattern.test(label)) throw new BadRequestError(nameRuleMessage)
  return label.toLowerCase()
}

/**
 * The label of a signed registration: exactly `label` or `label{suffix}`, the rule checked on the
 * characters as signed (no trimming, no folding); capitals are refused rather than lower-cased.
 */
export function registrationLabelOf(name: string, suffix: string): string {
  const label = withoutSuffix(name, suffix)
  if (!asciiLabelPattern.test(label)) throw new BadRequestError(nameRuleMessage)
  if (!labelPattern.test(label)) throw new BadRequestError(lowerCaseMessage)
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
