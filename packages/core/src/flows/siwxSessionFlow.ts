import type { AppKitCore } from '../client/createAppKitCore'
import { SiwxNotEnabledError } from '../errors/siwxErrors'
import { revokeSiwxSessions } from './revokeSiwxSessions'
import { activeAccount, setSession } from './siwxFlow'

// Dapp-facing SIWX actions, apart from the sign-in flow so a page loads them only when it uses them.
/**
 * The SIWX session of the active network and address, as the configured storage returns it
 * (re-read, so a session revoked or expired elsewhere is gone), or undefined; updates the
 * SIWX state to match. Undefined without SIWX or without an account.
 */
export async function getSiwxSession(core: AppKitCore): Promise<unknown> {
  const siwx = core.options.siwx
  const active = activeAccount(core)
  if (!siwx || !active) return undefined
  const chainId = active.network.caipNetworkId
  const [session] = await siwx.getSessions(chainId, active.address)
  setSession(core, chainId, session === undefined ? undefined : active.address)
  return session
}

/**
 * Signs the active address out on the active network: the config's `deleteSessions` removes
 * that pair's sessions (a server storage revokes them, asking the wallet to sign the
 * revocation), then the state has no session and the event SIWX_SIGN_OUT is recorded. Throws
 * 'SIWX is not enabled' without SIWX or an account; a refused revocation rethrows and keeps
 * the session.
 */
export async function signOutWithSiwx(core: AppKitCore): Promise<void> {
  const siwx = core.options.siwx
  const active = activeAccount(core)
  if (!siwx || !active) throw new SiwxNotEnabledError()
  const chainId = active.network.caipNetworkId
  await revokeSiwxSessions(core, active.network.chainNamespace, chainId, active.address)
  setSession(core, chainId, undefined)
}
