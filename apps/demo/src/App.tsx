import { AccountButton, AppKitButton, ConnectButton, NetworkButton } from '@appkit/scaffold'
import { QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { AccountSummary } from './AccountSummary'
import { AppKitSummary } from './AppKitSummary'
import type { DemoClients } from './createDemoClients'
import { InstalledWallets } from './InstalledWallets'
import { OpenViewsCard } from './OpenViewsCard'
import { PayCard } from './PayCard'
import { SendTransactionCard } from './SendTransactionCard'
import { SignMessageCard } from './SignMessageCard'
import { SolanaCard } from './SolanaCard'
import { SwitchNetworkCard } from './SwitchNetworkCard'

/**
 * The demo dapp: AppKit's buttons (AppKitButton as `#connect`, NetworkButton, and
 * ConnectButton and AccountButton on their own), its hook values beside wagmi's (one wagmi config shared
 * through the adapter), and the actions: sign, send, switch network, open each view.
 */
export function App({ clients }: { clients: DemoClients }) {
  return (
    <WagmiProvider config={clients.wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={clients.queryClient}>
        <header>
          <h1>AppKit demo</h1>
          <AppKitButton id="connect" />
          <NetworkButton />
        </header>
        <main>
          <InstalledWallets wagmiAdapter={clients.wagmiAdapter} />
          <AppKitSummary />
          <AccountSummary networks={clients.networks} />
          <SignMessageCard />
          <SendTransactionCard />
          <SwitchNetworkCard networks={clients.networks} />
          {clients.solanaNetwork ? <SolanaCard appKit={clients.appKit} /> : null}
          <PayCard appKit={clients.appKit} usdc={clients.usdc} />
          <OpenViewsCard />
          <section aria-labelledby="buttons-heading">
            <h2 id="buttons-heading">Buttons</h2>
            <h3>ConnectButton</h3>
            <ConnectButton label="Connect with ConnectButton" />
            <h3>AccountButton</h3>
            <p>Shown once a wallet is connected:</p>
            <AccountButton balance="hide" />
          </section>
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
