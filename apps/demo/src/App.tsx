import { NetworkButton } from '@appkit/scaffold'
import { QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { AccountSummary } from './AccountSummary'
import { AppKitButtonWithId } from './AppKitButtonWithId'
import { AppKitSummary } from './AppKitSummary'
import type { DemoClients } from './createDemoClients'
import { InstalledWallets } from './InstalledWallets'
import { OpenViewsCard } from './OpenViewsCard'
import { SendTransactionCard } from './SendTransactionCard'
import { SignMessageCard } from './SignMessageCard'
import { SwitchNetworkCard } from './SwitchNetworkCard'

/**
 * The demo dapp: AppKit's buttons, its hook values beside wagmi's (one wagmi config shared
 * through the adapter), and the actions: sign, send, switch network, open each view.
 */
export function App({ clients }: { clients: DemoClients }) {
  return (
    <WagmiProvider config={clients.wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={clients.queryClient}>
        <header>
          <h1>AppKit demo</h1>
          <AppKitButtonWithId id="connect" />
          <NetworkButton />
        </header>
        <main>
          <InstalledWallets wagmiAdapter={clients.wagmiAdapter} />
          <AppKitSummary />
          <AccountSummary networks={clients.networks} />
          <SignMessageCard />
          <SendTransactionCard />
          <SwitchNetworkCard networks={clients.networks} />
          <OpenViewsCard />
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
