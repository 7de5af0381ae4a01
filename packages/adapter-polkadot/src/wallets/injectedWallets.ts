import type { InjectedExtension, InjectedWindowProvider } from '@polkadot/extension-inject/types'

/** Where injected Polkadot extensions announce themselves: `window.injectedWeb3[name]`. */
export type InjectedWeb3Host = {
  injectedWeb3?: Record<string, InjectedWindowProvider> | undefined
}

/** An extension as the adapter offers it: its key in `injectedWeb3` and its provider. */
export type PolkadotInjectedWallet = {
  readonly id: string
  readonly name: string
  readonly version: string | undefined
  readonly provider: InjectedWindowProvider
}

export type { InjectedExtension }

// Display names of well-known extensions' keys; any other key is shown as it is.
const knownNames: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  'nova-wallet': 'Nova Wallet',
}

/**
 * The extensions injected in `host.injectedWeb3` (SPEC: one connector per wallet), except the
 * names in `excluded` (case-insensitive); an entry without an `enable` function is ignored.
 */
export function readInjectedWallets(
  host: InjectedWeb3Host,
  excluded: readonly string[] = [],
): PolkadotInjectedWallet[] {
  const hidden = new Set(excluded.map((name) => name.toLowerCase()))
  return Object.entries(host.injectedWeb3 ?? {}).flatMap(([id, provider]) => {
    const name = knownNames[id] ?? id
    if (typeof provider?.enable !== 'function') return []
    if (hidden.has(id.toLowerCase()) || hidden.has(name.toLowerCase())) return []
    return [{ id, name, version: provider.version, provider }]
  })
}
