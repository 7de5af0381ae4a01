// The SIWX harness page: the real createAppKit with the WagmiAdapter, the dev wallet and sign-in
// required (the real createSiwxConfig of @appkit/siwx: messages for this page, single-use
// nonces, the EIP-191 verifier, sessions in this page's localStorage).
import { WagmiAdapter } from '@appkit/adapter-wagmi'
import { installDevWallet } from '@appkit/dev-wallet'
import { createSiwxConfig } from '@appkit/siwx'
import { createAppKit } from '../../src/exports/index'
import { CLOSED_PORT, harnessEthereum, showHarnessControls } from './harnessControls'

// Reads go to a closed loopback port: signing in needs no chain, and nothing leaves.
const ethereum = harnessEthereum

installDevWallet(window, { rpcUrls: { 1: CLOSED_PORT }, mode: 'approve', persist: false })
const siwx = createSiwxConfig({ required: true, statement: 'Sign in to the SIWX harness' })
const appKit = createAppKit({
  networks: [ethereum],
  adapters: [new WagmiAdapter({ networks: [ethereum] })],
  metadata: { name: 'SIWX harness', description: 'Harness', url: location.origin, icons: [] },
  enableReconnect: false,
  siwx,
})

showHarnessControls(appKit)
Object.assign(window, { harness: { appKit, siwx } })
