// The Bitcoin harness page: the real createAppKit with the real BitcoinAdapter (regtest), its
// UTXO source apps/api's bip122 routes on the project's regtest bitcoind (`?api=`, started by
// the spec), and the Bitcoin dev wallet (Wallet Standard, real keys, dev key `?key=`) approving
// each request. The wallet remembers the site in localStorage, so a reload reconnects.
// `?sats=1` exposes that wallet through sats-connect's provider shape instead.
// `?evm=1` puts the EVM side beside it: the real WagmiAdapter with the EVM dev wallet (EIP-6963,
// remembering the site too), EVM first, for the SwitchActiveChain rules between the two.

import { BitcoinAdapter, bitcoinRegtest } from '@appkit/adapter-bitcoin'
import { WagmiAdapter } from '@appkit/adapter-wagmi'
import type { CaipNetwork, ChainAdapter } from '@appkit/core'
import { installDevWallet } from '@appkit/dev-wallet'
import {
  BITCOIN_DEV_KEYS,
  registerBitcoinDevWallet,
  registerSatsConnectDevWallet,
} from '@appkit/dev-wallet/bitcoin'
import { createAppKit } from '../../src/exports/index'
import {
  CLOSED_PORT,
  chooseNetworkButton,
  harnessEthereum,
  showHarnessControls,
} from './harnessControls'

const params = new URLSearchParams(location.search)
const apiUrl = params.get('api') ?? 'http://127.0.0.1:9'
const devKey = BITCOIN_DEV_KEYS[Number(params.get('key') ?? 0)]!
// `?sats=1`: the dev wallet the way sats-connect wallets are found (window.btc_providers).
if (params.get('sats') === '1') registerSatsConnectDevWallet({ key: devKey, mode: 'approve' })
else registerBitcoinDevWallet({ key: devKey, mode: 'approve' })
const adapter = new BitcoinAdapter({ networks: [bitcoinRegtest], apiUrl })

// The EVM side's reads go to a closed loopback port: it only connects (the dev wallet answers
// accounts and chain id itself).
const ethereum = harnessEthereum
const withEvm = params.get('evm') === '1'
if (withEvm) installDevWallet(window, { rpcUrls: { 1: CLOSED_PORT }, mode: 'approve' })
const networks: CaipNetwork[] = withEvm ? [ethereum, bitcoinRegtest] : [bitcoinRegtest]
const adapters: ChainAdapter[] = withEvm
  ? [new WagmiAdapter({ networks: [ethereum] }), adapter]
  : [adapter]
const appKit = createAppKit({
  networks,
  adapters,
  metadata: { name: 'Bitcoin harness', description: 'Harness', url: location.origin, icons: [] },
})

/** Signs `message` with the active (payment) account through the adapter, as a dapp would. */
async function signMessage(message: string): Promise<string> {
  const caipAddress = appKit.getCaipAddress('bip122')
  if (!caipAddress) throw new Error('Not connected')
  return adapter.signMessage({ message, caipAddress })
}

showHarnessControls(appKit, chooseNetworkButton(appKit))
Object.assign(window, { harness: { appKit, signMessage } })
