// The SIWX harness page: the real createAppKit with the WagmiAdapter, the dev wallet and sign-in
// required (the real createSiwxConfig of @appkit/siwx: messages for this page, single-use
// nonces, the EIP-191 verifier, sessions in this page's localStorage).
import { WagmiAdapter } from '@appkit/adapter-wagmi'
import type { CaipNetwork } from '@appkit/core'
import { installDevWallet } from '@appkit/dev-wallet'
import { createSiwxConfig } from '@appkit/siwx'
import { createAppKit } from '../../src/exports/index'

// Reads go to a closed loopback port: signing in needs no chain, and nothing leaves.
const closedPort = 'http://127.0.0.1:9'
const ethereum: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum (harness)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [closedPort] } },
}

installDevWallet(window, { rpcUrls: { 1: closedPort }, mode: 'approve', persist: false })
const siwx = createSiwxConfig({ required: true, statement: 'Sign in to the SIWX harness' })
const appKit = createAppKit({
  networks: [ethereum],
  adapters: [new WagmiAdapter({ networks: [ethereum] })],
  metadata: { name: 'SIWX harness', description: 'Harness', url: location.origin, icons: [] },
  enableReconnect: false,
  siwx,
})

const open = document.createElement('button')
open.type = 'button'
open.textContent = 'Open AppKit'
open.addEventListener('click', () => void appKit.open())
document.querySelector('#harness')?.append(open)
Object.assign(window, { harness: { appKit, siwx } })
