import { AccountButton, AppKitButton, ConnectButton, NetworkButton } from '@appkit/scaffold'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'
import { AccountSummary } from './AccountSummary'
import { AppKitSummary } from './AppKitSummary'
import type { DemoClients } from './createDemoClients'
import { InstalledWallets } from './InstalledWallets'
import { LocaleSwitch } from './LocaleSwitch'
import { OpenViewsCard } from './OpenViewsCard'
import { PayCard } from './PayCard'
import { SendTransactionCard } from './SendTransactionCard'
import { SignMessageCard } from './SignMessageCard'
import { SolanaCard } from './SolanaCard'
import { SwitchNetworkCard } from './SwitchNetworkCard'
import { ThemeSwitch } from './ThemeSwitch'

/**
 * The demo dapp: a sticky header with AppKit's buttons (AppKitButton as `#connect`, NetworkButton)
 * and the page's theme and language switches, then one card per capability: AppKit's hook values
 * beside wagmi's (one wagmi config shared through the adapter), sign, send, switch network, Solana,
 * pay, open each view, and ConnectButton and AccountButton on their own; `children` (the sign-in
 * card) join the grid.
 */
export function App({ clients, children }: { clients: DemoClients; children?: ReactNode }) {
  return (
    <WagmiProvider config={clients.wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={clients.queryClient}>
        <header className="demo-header">
          <div className="demo-header-inner">
            <h1 className="demo-brand">
              <span className="demo-mark" aria-hidden="true" />
              AppKit demo
            </h1>
            <div className="demo-header-buttons">
              <AppKitButton id="connect" />
              <NetworkButton />
            </div>
            <div className="demo-settings">
              <ThemeSwitch />
              <LocaleSwitch />
            </div>
          </div>
        </header>
        <main className="demo-main">
          <div className="demo-intro">
            <p>
              A dapp on local devnets: connect a wallet, then try each capability AppKit gives a
              page.
            </p>
            <InstalledWallets wagmiAdapter={clients.wagmiAdapter} />
          </div>
          <div className="demo-grid">
            <AppKitSummary />
            <AccountSummary networks={clients.networks} />
            <SignMessageCard />
            <SendTransactionCard />
            <SwitchNetworkCard networks={clients.networks} />
            {clients.solanaNetwork ? <SolanaCard appKit={clients.appKit} /> : null}
            <PayCard appKit={clients.appKit} usdc={clients.usdc} />
            <OpenViewsCard />
            <section className="card" aria-labelledby="buttons-heading">
              <h2 id="buttons-heading">Buttons</h2>
              <p className="card-lede">AppKit's page buttons, each on its own.</p>
              <h3>ConnectButton</h3>
              <ConnectButton label="Connect with ConnectButton" />
              <h3>AccountButton</h3>
              <p>Shown once a wallet is connected:</p>
              <AccountButton balance="hide" />
            </section>
            {children}
          </div>
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
