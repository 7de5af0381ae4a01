import {
  AUTH_CONNECTOR_ID,
  type EmbeddedWalletCapability,
  hasEmbeddedWallet,
} from '../adapter/EmbeddedWalletCapability'
import { type AppKitCore, CONNECTED_SOCIAL_STORAGE_KEY } from '../client/createAppKitCore'
import { EMBEDDED_LOGIN_NAMESPACES } from '../constants/networkConstants'
import { setChainAccountData } from '../controllers/chain/account'
import type { FrameMessenger } from '../controllers/frame/frameMessenger'
import { isSocialProvider, type SocialProvider } from '../controllers/social/socialLogin'
import { AuthConnectorNotFoundError } from '../errors/connectionErrors'
import { FrameRequestError } from '../errors/frameErrors'
import type { AuthUser } from '../types/account'
import type { ChainNamespace } from '../types/network'
import { connectWallet } from './connectFlow'
import { createEmbeddedRequest } from './embeddedRequestFlow'

/** The Farcaster login's provider name (its own flow, not a popup provider of SPEC §5). */
const FARCASTER_PROVIDER = 'farcaster'

/** Who an embedded login came through: a social provider of SPEC §5, or Farcaster. */
export type EmbeddedLoginProvider = SocialProvider | typeof FARCASTER_PROVIDER

/** The part of the frame messenger the embedded wallet uses. */
export type EmbeddedWalletMessenger = Pick<FrameMessenger, 'request' | 'disconnect'>

/** Parameters of {@link connectEmbeddedWallet}. */
export type ConnectEmbeddedWalletParameters = {
  messenger: EmbeddedWalletMessenger
  /** The social provider of the login; none for an e-mail login. */
  socialProvider?: EmbeddedLoginProvider | undefined
}

/**
 * The namespace that serves the embedded wallet: the active one when embedded login works on it
 * (SPEC §1 'Embedded e-mail/social login works only on eip155 and solana') and its adapter can
 * serve it, else the first such namespace configured ('No auth connector found' without one).
 */
function embeddedNamespace(core: AppKitCore): {
  namespace: ChainNamespace
  adapter: EmbeddedWalletCapability
} {
  const embedded: readonly ChainNamespace[] = EMBEDDED_LOGIN_NAMESPACES
  const active = core.chain.activeNamespace
  const candidates = [
    ...(active && embedded.includes(active) ? [active] : []),
    ...embedded.filter((namespace) => namespace !== active),
  ]
  for (const namespace of candidates) {
    const adapter = core.chain.adapters[namespace]
    if (hasEmbeddedWallet(adapter)) return { namespace, adapter }
  }
  throw new AuthConnectorNotFoundError({ details: `no adapter for ${embedded.join(', ')}` })
}

/** Reads the frame's GET_USER answer (SPEC §3 'Auth user'); a malformed one is a frame error. */
function readAuthUser(answer: unknown): AuthUser {
  const user = answer as Partial<AuthUser> | null | undefined
  const chainIdOk = typeof user?.chainId === 'number' || typeof user?.chainId === 'string'
  if (typeof user?.address !== 'string' || !chainIdOk)
    throw new FrameRequestError({ details: 'GET_USER answered no address and chain id' })
  return { ...user, address: user.address, chainId: user.chainId as AuthUser['chainId'] }
}

/**
 * The frame's user on `namespace`: SPEC §7 'getUser with chainId', the frame answers the account
 * of the namespace's network (a Solana network gets the user's Solana account).
 */
async function readFrameUser(
  core: AppKitCore,
  messenger: EmbeddedWalletMessenger,
  namespace: ChainNamespace,
): Promise<AuthUser> {
  const network =
    core.chain.namespaces[namespace]?.networkState.caipNetwork ??
    core.chain.networks.find((candidate) => candidate.chainNamespace === namespace)
  return readAuthUser(
    await messenger.request('GET_USER', network ? { chainId: network.caipNetworkId } : undefined),
  )
}

/**
 * Hands the frame's logged-in user to the adapter as its AUTH connector (again after the account
 * type changed: the adapter then reports the new address).
 */
export async function serveEmbeddedWallet(core: AppKitCore, messenger: EmbeddedWalletMessenger) {
  const { namespace, adapter } = embeddedNamespace(core)
  const user = await readFrameUser(core, messenger, namespace)
  await adapter.setEmbeddedWallet({
    address: user.address,
    chainId: user.chainId,
    // Every request, of any method, passes the approval gate (unknown methods are never safe).
    request: createEmbeddedRequest(core, messenger, namespace),
    switchNetwork: async (chainId) => {
      await messenger.request('SWITCH_NETWORK', { chainId })
    },
    signOut: () => messenger.disconnect(),
  })
  return { namespace, user }
}

/** Puts the auth user and social provider in the account state (SPEC §3 'Account state'). */
function setAuthAccount(
  core: AppKitCore,
  namespace: ChainNamespace,
  user: AuthUser,
  socialProvider: EmbeddedLoginProvider | undefined,
): void {
  setChainAccountData(core.chain, namespace, {
    user,
    socialProvider,
    ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType } : {}),
    smartAccountDeployed: user.smartAccountDeployed ?? false,
  })
}

/**
 * Connects the embedded wallet after an e-mail or social login: the adapter of an embedded-login
 * namespace serves the frame's user as its AUTH connector, the account state takes the user and
 * the social provider (stored for the reconnect), then the connection runs as for any wallet.
 *
 * @example
 * await connectEmbeddedWallet(core, { messenger, socialProvider: 'discord' })
 */
export async function connectEmbeddedWallet(
  core: AppKitCore,
  parameters: ConnectEmbeddedWalletParameters,
): Promise<void> {
  const { namespace, user } = await serveEmbeddedWallet(core, parameters.messenger)
  if (parameters.socialProvider)
    core.services.storage.set(CONNECTED_SOCIAL_STORAGE_KEY, parameters.socialProvider)
  else core.services.storage.remove(CONNECTED_SOCIAL_STORAGE_KEY)
  setAuthAccount(core, namespace, user, parameters.socialProvider)
  await connectWallet(core, { namespace, connectorId: AUTH_CONNECTOR_ID })
}

/**
 * Before the reconnect at start (SPEC §4): hands the frame's stored session to the adapter as its
 * AUTH connector and restores the user and the stored social provider, so the adapter's reconnect
 * finds the connector and Account shows the display name. Rejects when the frame has no user; a
 * failed reconnect afterwards resets the account (clearing both).
 */
export async function restoreEmbeddedWallet(
  core: AppKitCore,
  messenger: EmbeddedWalletMessenger,
): Promise<void> {
  const { namespace, user } = await serveEmbeddedWallet(core, messenger)
  const stored = core.services.storage.get(CONNECTED_SOCIAL_STORAGE_KEY)
  const provider =
    stored && (isSocialProvider(stored) || stored === FARCASTER_PROVIDER) ? stored : undefined
  setAuthAccount(core, namespace, user, provider)
}

/**
 * Reads the frame's user again into the account state (after the e-mail change, SPEC §4), so
 * Account and the account button show the new e-mail as the display name (SPEC §5).
 *
 * @example
 * await refreshEmbeddedUser(core, messenger) // account.user.email is the new e-mail
 */
export async function refreshEmbeddedUser(
  core: AppKitCore,
  messenger: EmbeddedWalletMessenger,
): Promise<AuthUser> {
  const { namespace } = embeddedNamespace(core)
  const user = await readFrameUser(core, messenger, namespace)
  setChainAccountData(core.chain, namespace, { user })
  return user
}
