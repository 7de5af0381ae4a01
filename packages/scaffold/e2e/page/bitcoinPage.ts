// The Bitcoin harness page: the real createAppKit with the real BitcoinAdapter (regtest), its
// UTXO source apps/api's bip122 routes on the project's regtest bitcoind (`?api=`, started by
// the spec), and the Bitcoin dev wallet (Wallet Standard, real keys, dev key `?key=`) approving
// each request. The wallet remembers the site in localStorage, so a reload reconnects.
import { BitcoinAdapter, bitcoinRegtest } from '@appkit/adapter-bitcoin'
import { BITCOIN_DEV_KEYS, registerBitcoinDevWallet } from '@appkit/dev-wallet/bitcoin'
import { createAppKit } from '../../src/exports/index'

const params = new URLSearchParams(location.search)
const apiUrl = params.get('api') ?? 'http://127.0.0.1:9'
registerBitcoinDevWallet({
  key: BITCOIN_DEV_KEYS[Number(params.get('key') ?? 0)]!,
  mode: 'approve',
})
const adapter = new BitcoinAdapter({ networks: [bitcoinRegtest], apiUrl })
const appKit = createAppKit({
  networks: [bitcoinRegtest],
  adapters: [adapter],
  metadata: { name: 'Bitcoin harness', description: 'Harness', url: location.origin, icons: [] },
})

/** Signs `message` with the active (payment) account through the adapter, as a dapp would. */
async function signMessage(message: string): Promise<string> {
  const caipAddress = appKit.getCaipAddress()
  if (!caipAddress) throw new Error('Not connected')
  return adapter.signMessage({ message, caipAddress })
}

const open = document.createElement('button')
open.type = 'button'
open.textContent = 'Open AppKit'
open.addEventListener('click', () => void appKit.open())
document.querySelector('#harness')?.append(open)
Object.assign(window, { harness: { appKit, signMessage } })
