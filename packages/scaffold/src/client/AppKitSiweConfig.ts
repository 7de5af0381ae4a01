import type { SiweConfig } from '@appkit/siwx'

/**
 * AppKit's `siweConfig` option: the functions of `createSIWEConfig` (`getMessageParams`,
 * `getNonce`, `createMessage`, `verifyMessage`, `getSession`, `signOut`, `onSignIn`,
 * `onSignOut`) and its flags. `enabled: false` turns sign-in off; `required` (default true) and
 * `signOutOnDisconnect` (default true) are honoured. `signOutOnAccountChange`,
 * `signOutOnNetworkChange`, `nonceRefetchIntervalMs` and `sessionRefetchIntervalMs` are accepted
 * and not read (a new account or network that has no session is asked to sign in again).
 */
export type AppKitSiweConfig = SiweConfig & {
  enabled?: boolean | undefined
  signOutOnDisconnect?: boolean | undefined
  signOutOnAccountChange?: boolean | undefined
  signOutOnNetworkChange?: boolean | undefined
  nonceRefetchIntervalMs?: number | undefined
  sessionRefetchIntervalMs?: number | undefined
}
