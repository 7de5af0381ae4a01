import { WagmiAdapter } from '@appkit/adapter-wagmi'
import { mainnet } from '@appkit/core/networks'
import { createAppKit } from '@appkit/scaffold'

// Our networks name no vendor RPC host: the dapp gives each the RPC URL of its own node.
const rpcUrl = import.meta.env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'
const networks = [{ ...mainnet, rpcUrls: { default: { http: [rpcUrl] } } }]
const metadata = {
  name: 'Vite example',
  description: 'AppKit in a Vite + React dapp',
  url: window.location.origin,
  icons: [],
}

export const appKit = createAppKit({
  adapters: [new WagmiAdapter({ networks })],
  networks,
  metadata,
})
