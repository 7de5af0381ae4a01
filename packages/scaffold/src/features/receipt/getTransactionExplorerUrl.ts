import type { CaipNetwork } from '@appkit/core'

/** The https block explorer page of transaction `hash` on `network`, if it has an explorer. */
export function getTransactionExplorerUrl(
  hash: string,
  network: Pick<CaipNetwork, 'blockExplorers'>,
): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base) return undefined
  try {
    const url = new URL(`${base.replace(/\/+$/, '')}/tx/${hash}`)
    return url.protocol === 'https:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}
