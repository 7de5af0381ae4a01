import { useSyncExternalStore } from 'react'
import type { DemoClients } from './createDemoClients'

/**
 * The wallets the wagmi adapter discovered (EIP-6963 announcements), by name; the WalletConnect
 * connector (QR code and links) is not an installed wallet and is left out.
 */
export function InstalledWallets({ wagmiAdapter }: Pick<DemoClients, 'wagmiAdapter'>) {
  const names = useSyncExternalStore(
    (onChange) =>
      wagmiAdapter.subscribe((event) => event.type === 'connectorsChanged' && onChange()),
    () =>
      wagmiAdapter
        .getConnectors()
        .filter((connector) => connector.type !== 'WALLET_CONNECT')
        .map((connector) => connector.name)
        .join(', '),
    () => '',
  )
  return (
    <p>
      Installed wallets: <output data-testid="installed-wallets">{names || 'none'}</output>
    </p>
  )
}
