import type { SiwxConfig } from '@appkit/core'
import { SiwxVerificationError } from '../errors/SiwxVerificationError'
import { UnsupportedSiwxNamespaceError } from '../errors/UnsupportedSiwxNamespaceError'
import { createSiwxMessage } from '../message/createSiwxMessage'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import { isSiwxNamespace } from '../message/siwxNamespaces'
import type { SiwxApiSession, SiwxApiStorage } from '../storage/createSiwxApiStorage'
import type { AppKitSiwxConfig } from './createSiwxConfig'

/** Parameters of {@link createSiwxApiConfig}. */
export type CreateSiwxApiConfigParameters = {
  /** Where sessions live: apps/api through createSiwxApiStorage. */
  storage: SiwxApiStorage
  /** Sign-in required: the modal cannot be closed without a session (SPEC §4). */
  required?: boolean | undefined
  /** The site's authority; default the page's own `location.host`. */
  domain?: string | undefined
  /** The site's URI; default the page's own `location.href`. */
  uri?: string | undefined
  /** The one-line statement shown to the visitor. */
  statement?: string | undefined
  /** Lifetime of a message, and so of its server session. Default 24 hours. */
  sessionLifetimeMs?: number | undefined
  /** Epoch milliseconds now; default `Date.now`. */
  now?: (() => number) | undefined
}

/** The `siwx` option with sessions on apps/api; its sessions carry their server id. */
export type AppKitSiwxApiConfig = Omit<AppKitSiwxConfig, 'getSessions'> & {
  getSessions(chainId: string, accountAddress: string): Promise<SiwxApiSession[]>
}

/**
 * The `siwx` option of createAppKit with server sessions: the nonce comes from apps/api, the
 * signed message goes to apps/api, which verifies it for its own origin (every namespace, smart
 * accounts included) and stores it; `getSessions` asks apps/api which remembered sessions are
 * still live, so a reload or a server restart keeps the sign-in and a revoked one is gone.
 * Signing out (core's `signOutWithSiwx`) revokes on the server with the owner's signature;
 * without a signer it only forgets the session here.
 *
 * @example
 * const storage = createSiwxApiStorage({ apiUrl, backend: createCookieBackend() })
 * createAppKit({ ..., siwx: createSiwxApiConfig({ storage, required: true }) })
 */
export function createSiwxApiConfig(
  parameters: CreateSiwxApiConfigParameters,
): AppKitSiwxApiConfig {
  const { storage, required = false, statement, sessionLifetimeMs = 86_400_000 } = parameters
  const now = parameters.now ?? Date.now
  const config: AppKitSiwxApiConfig = {
    required,
    async createMessage({ accountAddress, chainId }) {
      const namespace = chainId.split(':')[0] ?? ''
      if (!isSiwxNamespace(namespace)) throw new UnsupportedSiwxNamespaceError(namespace)
      const issuedAt = now()
      return createSiwxMessage({
        accountAddress,
        chainId,
        domain: (parameters.domain ?? globalThis.location?.host) as string,
        uri: (parameters.uri ?? globalThis.location?.href) as string,
        nonce: await storage.issueNonce(),
        statement,
        issuedAt: new Date(issuedAt),
        expirationTime: new Date(issuedAt + sessionLifetimeMs),
      })
    },
    async addSession({ message, signature, chainId, accountAddress }) {
      // The server binds the session to the message's account: it must be the connected one.
      const { accountAddress: signer, chainId: network } = parseSiwxMessage(message)
      if (network !== chainId)
        throw new SiwxVerificationError(
          'chain-mismatch',
          `The message is for ${network}, not ${chainId}`,
        )
      const evm = chainId.startsWith('eip155:')
      if (evm ? signer.toLowerCase() !== accountAddress.toLowerCase() : signer !== accountAddress)
        throw new SiwxVerificationError(
          'address-mismatch',
          `The message is for ${signer}, not ${accountAddress}`,
        )
      await storage.add({ message, signature })
    },
    getSessions: (chainId, accountAddress) => storage.get(chainId, accountAddress),
    async deleteSessions(chainId, accountAddress, signer) {
      if (signer) await storage.revoke(chainId, accountAddress, signer.signMessage)
      else storage.forget(chainId, accountAddress)
    },
  }
  return config satisfies SiwxConfig
}
