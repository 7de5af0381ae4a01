// Generated from examples/reown-quickstart/src/config.tsx by examples/e2e/reownQuickstart.ts
// (import paths and the lines docs/migrating-from-reown-appkit.md names); do not edit: edit
// the source, then `pnpm exec vitest run scripts/test/reownQuickstart.test.ts -u`.
import { type AppKitNetwork, mainnet } from '@appkit/core/networks'
import { createAppKit } from '@appkit/scaffold'
import { defineAppKitElements } from '@appkit/scaffold/web-components'
import { WagmiAdapter } from '@appkit/adapter-wagmi'
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

const rpcUrl = import.meta.env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [
  { ...mainnet, rpcUrls: { default: { http: [rpcUrl] } } },
]

const wagmiAdapter = new WagmiAdapter({ networks, projectId, ssr: true })

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata,
  features: { analytics: true },
})
defineAppKitElements()

export function AppKitProvider({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}
