import { WagmiAdapter } from '@appkit/adapter-wagmi'
import { mainnet } from '@appkit/core/networks'
import { createAppKit } from '@appkit/scaffold'

// Our networks name no vendor RPC host: the dapp gives each the RPC URL of its own node.
const rpcUrl = import.meta.env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'
const networks = [{ ...mainnet, rpcUrls: { default: { http: [rpcUrl] } } }]
const metadata = {
  name: 'React 18 example',
  description: 'AppKit in a React 18 + wagmi 2 dapp',
  url: window.location.origin,
  icons: [],
}

// The adapter's wagmi config is the dapp's too: it reads it with @wagmi/core 2's own actions.
export const wagmiAdapter = new WagmiAdapter({ networks })

export const appKit = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  metadata,
})
