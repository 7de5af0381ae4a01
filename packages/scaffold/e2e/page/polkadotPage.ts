// The Polkadot harness page: the real createAppKit with the real PolkadotAdapter on the project's
// chopsticks devnet (`?rpc=`, started by the spec), apps/api as the blockchain API (`?api=`:
// balances and history), and the Polkadot dev wallet (an injected extension, real sr25519 keys,
// dev key `?key=`, refusing everything with `?mode=reject`). The wallet remembers the site in
// localStorage, so a reload reconnects.
import { PolkadotAdapter, polkadotLocalNetwork } from '@appkit/adapter-polkadot'
import type { DevWalletMode } from '@appkit/dev-wallet'
import { registerPolkadotDevWallet } from '@appkit/dev-wallet/polkadot'
import { createAppKit } from '../../src/exports/index'
import { showHarnessControls } from './harnessControls'

const params = new URLSearchParams(location.search)
const apiUrl = params.get('api') ?? 'http://127.0.0.1:9'
const rpcUrl = params.get('rpc') ?? 'ws://127.0.0.1:9'
const wallet = registerPolkadotDevWallet(
  window as Parameters<typeof registerPolkadotDevWallet>[0],
  {
    keyIndex: Number(params.get('key') ?? 0),
    mode: params.get('mode') === 'reject' ? 'reject' : 'approve',
    storage: localStorage,
    origin: location.host,
  },
)
const network = polkadotLocalNetwork({ rpcUrl })
const adapter = new PolkadotAdapter({ networks: [network], appName: 'Polkadot harness' })
const appKit = createAppKit({
  networks: [network],
  adapters: [adapter],
  apiUrls: { blockchain: apiUrl },
  metadata: { name: 'Polkadot harness', description: 'Harness', url: location.origin, icons: [] },
})

/** Signs `message` with the active account through the adapter (`signRaw`), as a dapp would. */
async function signMessage(message: string): Promise<string> {
  const caipAddress = appKit.getCaipAddress()
  if (!caipAddress) throw new Error('Not connected')
  return adapter.signMessage({ message, caipAddress })
}

/** How the dev wallet answers from now on: approve, reject, or forge its transaction signatures. */
async function setWallet(mode: DevWalletMode, forge = false): Promise<void> {
  const ready = await wallet
  ready.setMode(mode)
  ready.setForgeSignatures(forge)
}

showHarnessControls(appKit)
Object.assign(window, { harness: { appKit, signMessage, setWallet } })
