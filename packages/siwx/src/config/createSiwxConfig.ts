import { createLocalStorageBackend, type SiwxConfig, type SiwxSigner } from '@appkit/core'
import { SiwxVerificationError } from '../errors/SiwxVerificationError'
import { UnsupportedSiwxNamespaceError } from '../errors/UnsupportedSiwxNamespaceError'
import { createSiwxMessage } from '../message/createSiwxMessage'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import type { SiwxMessage } from '../message/SiwxMessage'
import {
  createSiwxSessionStorage,
  type SiwxSessionStorage,
} from '../storage/createSiwxSessionStorage'
import type { SiwxSession } from '../storage/SiwxSession'
import { createBip122Verifier } from '../verifiers/createBip122Verifier'
import { createEip155Verifier } from '../verifiers/createEip155Verifier'
import { createSolanaVerifier } from '../verifiers/createSolanaVerifier'
import type { SiwxVerifier } from '../verifiers/SiwxVerifier'
import { createSiwxNonceStore, type SiwxNonceSource } from './createSiwxNonceStore'

/** Parameters of {@link createSiwxConfig}; every one has a default. */
export type CreateSiwxConfigParameters = {
  /** Sign-in required: the modal cannot be closed without a session (SPEC §4). */
  required?: boolean | undefined
  /** The site's authority; default the page's own `location.host` (also inside an iframe). */
  domain?: string | undefined
  /** The site's URI; default the page's own `location.href`. */
  uri?: string | undefined
  /** The one-line statement shown to the visitor. */
  statement?: string | undefined
  /** Lifetime of a message and its session. Default 24 hours. */
  sessionLifetimeMs?: number | undefined
  /** Where nonces come from and are consumed once. Default: in memory (createSiwxNonceStore). */
  nonces?: SiwxNonceSource | undefined
  /** The verifiers, one per namespace. Default: eip155, solana and bip122. */
  verifiers?: readonly SiwxVerifier[] | undefined
  /**
   * Where sessions are kept. Default: the browser's localStorage through core's storage (memory
   * where there is none, e.g. on a server, or when the browser refuses it).
   */
  storage?: SiwxSessionStorage | undefined
  /** Epoch milliseconds now; default `Date.now`. */
  now?: (() => number) | undefined
}

/** The config for createAppKit's `siwx` option (core's SiwxConfig, more precisely typed), plus sign-out. */
export type AppKitSiwxConfig = Omit<SiwxConfig, 'createMessage' | 'getSessions'> & {
  createMessage(input: { accountAddress: string; chainId: string }): Promise<SiwxMessage>
  getSessions(chainId: string, accountAddress: string): Promise<SiwxSession[]>
  /** Signs out one account on one network (only that pair); a server storage uses `signer`. */
  deleteSessions(chainId: string, accountAddress: string, signer?: SiwxSigner): Promise<void>
}

/**
 * The SIWX configuration a dapp passes to createAppKit as `siwx`, wired from the parts: messages
 * for the page's own domain and URI with a single-use nonce and an expiry; `addSession` verifies
 * the signature with the namespace's verifier (domain, URI, nonce, chain, account, time) before
 * storing anything; `getSessions` re-verifies what storage holds, so an edited or expired session
 * never counts as signed in.
 *
 * @example
 * createAppKit({ ..., siwx: createSiwxConfig() }) // sessions in localStorage, 24 h
 * createAppKit({ ..., siwx: createSiwxConfig({ required: true, statement: 'Sign in to Example' }) })
 */
export function createSiwxConfig(parameters: CreateSiwxConfigParameters = {}): AppKitSiwxConfig {
  const {
    required = false,
    statement,
    sessionLifetimeMs = 86_400_000,
    now = Date.now,
    nonces = createSiwxNonceStore({ now }),
    verifiers = [createEip155Verifier(), createSolanaVerifier(), createBip122Verifier()],
    storage = createSiwxSessionStorage({ backend: createLocalStorageBackend(), now }),
  } = parameters
  const site = () => ({
    domain: parameters.domain ?? globalThis.location?.host,
    uri: parameters.uri ?? globalThis.location?.href,
  })
  const verifierFor = (chainId: string) => {
    const namespace = chainId.split(':')[0] ?? ''
    const verifier = verifiers.find((candidate) => candidate.namespace === namespace)
    if (!verifier) throw new UnsupportedSiwxNamespaceError(namespace)
    return verifier
  }
  const verify = (
    session: { message: string; signature: string },
    account: string,
    nonce: string,
  ) => {
    const { domain, uri } = site()
    return verifierFor(account).verify({
      message: session.message,
      signature: session.signature,
      expected: { domain: domain ?? '', uri: uri ?? '', nonce, account },
      now: now(),
    })
  }

  const config: AppKitSiwxConfig = {
    required,
    async createMessage({ accountAddress, chainId }) {
      verifierFor(chainId)
      const issuedAt = now()
      const { domain, uri } = site()
      return createSiwxMessage({
        accountAddress,
        chainId,
        domain: domain as string,
        uri: uri as string,
        nonce: await nonces.issue(),
        statement,
        issuedAt: new Date(issuedAt),
        expirationTime: new Date(issuedAt + sessionLifetimeMs),
      })
    },
    async addSession({ message, signature, chainId, accountAddress }) {
      const account = `${chainId}:${accountAddress}`
      verifierFor(chainId)
      let nonce: string
      try {
        nonce = parseSiwxMessage(message).nonce
      } catch (cause) {
        throw new SiwxVerificationError('invalid-message', 'The SIWX message is not valid', {
          cause,
        })
      }
      if (!(await nonces.consume(nonce)))
        throw new SiwxVerificationError(
          'nonce-mismatch',
          'The message nonce was not issued here, has expired or was already used',
        )
      await verify({ message, signature }, account, nonce)
      storage.add({ message, signature })
    },
    async getSessions(chainId, accountAddress) {
      const account = `${chainId}:${accountAddress}`
      const valid: SiwxSession[] = []
      for (const session of storage.get(chainId, accountAddress)) {
        try {
          await verify(session, account, session.data.nonce)
          valid.push(session)
        } catch {
          // Edited, forged or no longer valid: not a session.
        }
      }
      return valid
    },
    async deleteSessions(chainId, accountAddress) {
      storage.delete(chainId, accountAddress)
    },
  }
  return config satisfies SiwxConfig
}
