// The harness page: the real createAppKit with two namespaces (the real WagmiAdapter with the
// dev wallet for eip155, a failing adapter double for solana) and buttons that reach the views
// the demo cannot: SwitchActiveChain, ConnectingExternal's error state, ApproveTransaction.
import { WagmiAdapter } from '@appkit/adapter-wagmi'
import type { CaipNetwork } from '@appkit/core'
import * as flows from '@appkit/core/flows'
import { installDevWallet } from '@appkit/dev-wallet'
import { createAppKit } from '../../src/exports/index'
import {
  CLOSED_PORT,
  chooseNetworkButton,
  harnessButton,
  harnessEthereum,
  showHarnessControls,
} from './harnessControls'
import { makeFailingAdapter } from './makeFailingAdapter'

// Reads go to a closed loopback port: nothing on this page needs a chain, and nothing leaves.
const ethereum = harnessEthereum
const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana (harness)',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [CLOSED_PORT] } },
}
// Anvil's first two dev accounts (public test keys).
const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const { provider } = installDevWallet(window, {
  rpcUrls: { 1: CLOSED_PORT },
  mode: 'approve',
  persist: false,
})
const brokenWallet = makeFailingAdapter('solana', [solana])
const appKit = createAppKit({
  networks: [ethereum, solana],
  adapters: [new WagmiAdapter({ networks: [ethereum] }), brokenWallet],
  metadata: { name: 'Scaffold harness', description: 'Harness', url: location.origin, icons: [] },
  enableReconnect: false,
  // Pay is off by default (SPEC §9); on here so that its panel's accessibility is checked.
  features: { pay: true },
})

const outcome = document.createElement('output')
outcome.dataset.testid = 'outcome'
let nextRequestId = 1

/** Pushes an eth_sendTransaction through core's approval flow, as a wallet request would. */
function requestTransaction(): void {
  outcome.textContent = 'pending'
  const request = {
    id: nextRequestId++,
    method: 'eth_sendTransaction',
    params: [{ from, to, value: '0xde0b6b3a7640000' }],
  }
  flows
    .runWithApproval(appKit.core, request, (params) =>
      provider.request({ method: request.method, params }),
    )
    .then(
      () => {
        outcome.textContent = 'sent'
      },
      (error: { code?: number; name?: string }) => {
        outcome.textContent = `failed: ${error.code ?? error.name}`
      },
    )
}

showHarnessControls(
  appKit,
  chooseNetworkButton(appKit),
  harnessButton('Request a transaction', requestTransaction),
  outcome,
)
Object.assign(window, { harness: { appKit, failedConnects: brokenWallet.attempts } })
