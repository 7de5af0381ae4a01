// Test helpers of the feature panels (imported by their tests only, never by a panel).
import * as flows from '@appkit/core/flows'
import { mainnet, optimism, solanaMainnet } from '@appkit/core/testing'
import { makeViewCore } from '../testing/renderAccountView'

/** A checksummed address the panels' tests connect with. */
export const PANEL_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
/** Another valid address to send to. */
export const RECEIVER_ADDRESS = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'

/** A view core connected on Ethereum with {@link PANEL_ADDRESS}, showing the Account view. */
export async function connectedPanelCore(options: Parameters<typeof makeViewCore>[0] = {}) {
  const made = makeViewCore({ networks: [mainnet, optimism, solanaMainnet], ...options })
  await flows.open(made.core, { view: 'Account' })
  await flows.onConnected(made.core, made.evm.namespace, 'injected', {
    caipAddress: `${mainnet.caipNetworkId}:${PANEL_ADDRESS}`,
    accounts: [],
  })
  return made
}
