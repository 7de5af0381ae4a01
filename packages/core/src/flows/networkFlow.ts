import type { AppKitCore } from '../client/createAppKitCore'
import { isSupportedNetwork } from '../controllers/chain/chain'
import { shouldShowUnsupportedChain } from '../controllers/chain/switchNetwork'
import { open } from './modalFlow'

/**
 * The wallet reports a network: when it is not configured, UnsupportedChain opens unless
 * switching is disabled, unsupported chains are allowed, or basic mode is on (SPEC §2).
 * Resolves whether the view opened.
 */
export async function onWalletNetworkChanged(
  core: AppKitCore,
  caipNetworkId: string,
): Promise<boolean> {
  if (isSupportedNetwork(core.chain, caipNetworkId)) return false
  const show = shouldShowUnsupportedChain({
    switchingDisabled: core.options.enableNetworkSwitch === false,
    allowUnsupportedChain: core.options.allowUnsupportedChain ?? false,
    basic: core.basic,
  })
  if (show) await open(core, { view: 'UnsupportedChain' })
  return show
}
