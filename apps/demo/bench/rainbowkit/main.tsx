// The open benchmark's RainbowKit app, set up as RainbowKit's README says (its styles,
// getDefaultConfig, WagmiProvider, QueryClientProvider, RainbowKitProvider, ConnectButton).
// Two departures, both for the benchmark: the WalletConnect projectId is a dummy (the benchmark
// lets no request leave 127.0.0.1), and the chains' RPC URLs come from the page's query
// (`?rpc1=…&rpc137=…`, the devnet's), as the AppKit demo's do, so the same build serves any run.
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { http, WagmiProvider } from 'wagmi'
import { mainnet, polygon } from 'wagmi/chains'

const query = new URLSearchParams(location.search)
const config = getDefaultConfig({
  appName: 'RainbowKit bench',
  projectId: 'appkit-bench-dummy-project-id',
  chains: [mainnet, polygon],
  transports: {
    [mainnet.id]: http(query.get('rpc1') ?? undefined),
    [polygon.id]: http(query.get('rpc137') ?? undefined),
  },
})
const queryClient = new QueryClient()

function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <ConnectButton />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
