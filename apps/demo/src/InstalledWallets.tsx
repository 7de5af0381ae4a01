import { useSyncExternalStore } from 'react'
import type { DemoClients } from './createDemoClients'

/**
 * The wallets the wagmi adapter discovered (EIP-6963 announcements), by name; the WalletConnect
 * connector (QR code and links) and the embedded e-mail/social wallet (AUTH) are not installed
 * wallets and are left out.
 */
export function InstalledWallets({ wagmiAdapter }: Pick<DemoClients, 'wagmiAdapter'>) {
  const names = useSyncExternalStore(
    (onChange) =>
      wagmiAdapter.subscribe((event) => event.type === 'connectorsChanged' && onChange()),
    () =>
      wagmiAdapter
        .getConnectors()
        .filter((connector) => connector.type !== 'WALLET_CONNECT' && connector.type !== 'AUTH')
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
