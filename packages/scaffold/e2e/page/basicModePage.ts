// The basic-mode page (SPEC §2, no adapter): the real createAppKit with only the WalletConnect
// client of @appkit/walletconnect on the relay given in `?relay=`. Driven by basicMode.spec.ts.
import type { CaipNetwork } from '@appkit/core'
import { createWalletConnect } from '@appkit/walletconnect'
import { createAppKit } from '../../src/exports/index'

const ethereum: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum (basic mode)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  // A closed loopback port: nothing on this page reads a chain.
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}
const walletConnect = createWalletConnect({
  relayUrl: new URL(location.href).searchParams.get('relay') ?? '',
  networks: [ethereum],
  logLevel: 'silent',
})
const uris: string[] = []
walletConnect.subscribePairingUri((uri) => uris.push(uri))
const appKit = createAppKit({
  networks: [ethereum],
  walletConnect,
  metadata: { name: 'Basic mode page', description: 'Basic', url: location.origin, icons: [] },
  enableReconnect: false,
})

Object.assign(window, { basicMode: { appKit, uris } })
