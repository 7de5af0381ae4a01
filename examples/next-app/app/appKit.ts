'use client'
import { WagmiAdapter } from '@appkit/adapter-wagmi'
import { mainnet } from '@appkit/core/networks'
import { createAppKit } from '@appkit/scaffold'

// Our networks name no vendor RPC host: the dapp gives each the RPC URL of its own node.
const rpcUrl = process.env.NEXT_PUBLIC_RPC_URL ?? 'http://127.0.0.1:8545'
const networks = [{ ...mainnet, rpcUrls: { default: { http: [rpcUrl] } } }]
const metadata = {
  name: 'Next.js example',
  description: 'AppKit in a Next.js App Router dapp',
  url: process.env.NEXT_PUBLIC_SITE_URL ?? 'http://127.0.0.1:3000',
  icons: [],
}

// This module runs on the server (rendering) and in the browser; `ssr` tells wagmi to wait for
// the browser before it reads its storage, and `storage: 'cookie'` keeps the modal's state in
// cookies the server can read.
export const appKit = createAppKit({
  adapters: [new WagmiAdapter({ networks, ssr: true })],
  networks,
  metadata,
  storage: 'cookie',
})
