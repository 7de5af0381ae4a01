import type { AppKitCore } from '../client/createAppKitCore'
import { setAccountProp } from '../controllers/chain/account'
import { isActiveConnected } from '../controllers/chain/chain'
import { goBack } from '../controllers/router/router'
import { close } from './modalFlow'

/**
 * Goes back one view (closing when history is exhausted). Leaving ConnectingFarcaster without
 * an account resets the social login URL and reloads the auth connector (SPEC §2).
 */
export async function back(
  core: AppKitCore,
  reloadAuthConnector: () => Promise<void> = async () => {},
): Promise<void> {
  const connected = isActiveConnected(core.chain)
  const leavingFarcaster = core.router.view === 'ConnectingFarcaster'
  let exhausted = false
  goBack(core.router, { isConnected: connected, onExhausted: () => (exhausted = true) })
  if (leavingFarcaster && !connected) {
    setAccountProp(core.chain, 'farcasterUrl', undefined, core.chain.activeNamespace)
    await reloadAuthConnector()
  }
  if (exhausted) await close(core)
}
