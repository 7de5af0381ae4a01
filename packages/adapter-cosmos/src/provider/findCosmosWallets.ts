import type { CosmosWallet, KeplrProvider } from './KeplrProvider'

/** The globals Keplr-style wallets inject, with the name shown when the provider gives none. */
const INJECTED: readonly { key: string; name: string }[] = [
  { key: 'keplr', name: 'Keplr' },
  { key: 'leap', name: 'Leap' },
]

function isKeplrProvider(value: unknown): value is KeplrProvider {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return ['enable', 'getKey', 'getOfflineSigner', 'signArbitrary'].every(
    (method) => typeof candidate[method] === 'function',
  )
}

/**
 * The Keplr-style wallets injected in `scope` (`window.keplr`, `window.leap`): each object that
 * has `enable`, `getKey`, `getOfflineSigner` and `signArbitrary`, named by its own `name` or
 * the wallet's.
 */
export function findCosmosWallets(scope: object | undefined): CosmosWallet[] {
  if (!scope) return []
  const found: CosmosWallet[] = []
  for (const { key, name } of INJECTED) {
    const provider = (scope as Record<string, unknown>)[key]
    if (!isKeplrProvider(provider)) continue
    found.push({
      id: key,
      name: typeof provider.name === 'string' ? provider.name : name,
      provider,
    })
  }
  return found
}
