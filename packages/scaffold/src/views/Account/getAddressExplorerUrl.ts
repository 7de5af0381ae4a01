import type { CaipNetwork } from '@appkit/core'

/**
 * The block explorer page of `address`: the account's own explorer URL when it has one, else
 * the network's default explorer plus `/address/{address}`. Only an https URL is returned
 * (anything else is never linked).
 */
export function getAddressExplorerUrl(
  address: string,
  network: Pick<CaipNetwork, 'blockExplorers'> | undefined,
  accountExplorerUrl?: string,
): string | undefined {
  const base = network?.blockExplorers?.default.url
  const candidate =
    accountExplorerUrl ?? (base ? `${base.replace(/\/+$/, '')}/address/${address}` : undefined)
  if (!candidate) return undefined
  try {
    return new URL(candidate).protocol === 'https:' ? candidate : undefined
  } catch {
    return undefined
  }
}
