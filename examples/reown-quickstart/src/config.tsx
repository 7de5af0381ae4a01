import { type AppKitNetwork, mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'

const queryClient = new QueryClient()

// The project's id from the dashboard.
const projectId = 'YOUR_PROJECT_ID'

const metadata = {
  name: 'Quickstart',
  description: 'A dapp written to the quickstart',
  url: window.location.origin,
  icons: [],
}

const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet]

const wagmiAdapter = new WagmiAdapter({ networks, projectId, ssr: true })

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata,
  features: { analytics: true },
})

export function AppKitProvider({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}
