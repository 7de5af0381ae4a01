import { hasPairingUri } from '../adapter/PairingUriCapability'
import { hasWalletConnect } from '../adapter/WalletConnectCapability'
import type { AppKitCore } from '../client/createAppKitCore'
import { getNamespaceState } from '../controllers/chain/chain'
import type { ChainNamespace } from '../types/network'
import { onConnected } from './connectionFlow'

/**
 * After a pairing connector connected `namespace`, connects every other adapter that takes part
 * in the same WalletConnect session (one QR code for every configured namespace) and has no
 * account yet: its pairing connector reads its accounts from the approved session without a
 * second proposal. A namespace the wallet gave no account is left disconnected.
 */
export async function connectSessionNamespaces(
  core: AppKitCore,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<void> {
  const paired = core.chain.adapters[namespace]
  if (!hasPairingUri(paired) || paired.pairingConnectorId !== connectorId) return
  if (!hasWalletConnect(paired)) return
  for (const adapter of Object.values(core.chain.adapters)) {
    if (!adapter || adapter === paired || !hasWalletConnect(adapter) || !hasPairingUri(adapter))
      continue
    const other = adapter.namespace
    if (getNamespaceState(core.chain, other).accountState.status === 'connected') continue
    const result = await adapter
      .connect({ connectorId: adapter.pairingConnectorId })
      .catch(() => undefined)
    if (result) await onConnected(core, other, adapter.pairingConnectorId, result)
  }
}
