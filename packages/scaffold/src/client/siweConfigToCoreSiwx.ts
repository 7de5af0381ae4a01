import type { SiwxConfig } from '@appkit/core'
import type { AppKitSiweConfig } from './AppKitSiweConfig'

type Mapped = ReturnType<typeof import('./siwxSessionActions').siweConfigToSiwx>

/**
 * The SIWX config core's sign-in flow runs for AppKit's `siweConfig`: the dapp's nonce, message,
 * `verifyMessage`, `getSession` and `signOut` through `@appkit/siwx`'s `siweConfigToSiwx`, whose
 * chunk loads on the first call. Undefined when `enabled` is false.
 *
 * @example
 * createAppKit({ networks, adapters, siweConfig: createSIWEConfig({ ... }) })
 */
export function siweConfigToCoreSiwx(siwe: AppKitSiweConfig): SiwxConfig | undefined {
  if (siwe.enabled === false) return undefined
  let mapped: Promise<Mapped> | undefined
  const load = () => {
    mapped ??= import('./siwxSessionActions').then(({ siweConfigToSiwx }) => siweConfigToSiwx(siwe))
    return mapped
  }
  return {
    required: siwe.required ?? true,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
    createMessage: async (input) => (await load()).createMessage(input),
    addSession: async (session) => (await load()).addSession(session),
    getSessions: async (chainId, accountAddress) =>
      (await load()).getSessions(chainId, accountAddress),
    deleteSessions: async (chainId, accountAddress) =>
      (await load()).deleteSessions(chainId, accountAddress),
  }
}
