import { QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { AccountSummary } from './AccountSummary'
import type { DemoClients } from './createDemoClients'
import { InstalledWallets } from './InstalledWallets'
import { OpenViewsCard } from './OpenViewsCard'
import { SendTransactionCard } from './SendTransactionCard'
import { SignMessageCard } from './SignMessageCard'
import { SwitchNetworkCard } from './SwitchNetworkCard'

/** The demo dapp: wagmi's providers around the account, the actions and the installed wallets. */
export function App({ clients }: { clients: DemoClients }) {
  return (
    <WagmiProvider config={clients.wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={clients.queryClient}>
        <header>
          <h1>AppKit demo</h1>
        </header>
        <main>
          <InstalledWallets wagmiAdapter={clients.wagmiAdapter} />
          <AccountSummary networks={clients.networks} />
          <SignMessageCard />
          <SendTransactionCard />
          <SwitchNetworkCard networks={clients.networks} />
          <OpenViewsCard appKit={clients.appKit} />
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
