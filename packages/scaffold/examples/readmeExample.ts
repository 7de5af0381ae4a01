import { WagmiAdapter } from '@appkit/adapter-wagmi'
import type { CaipNetwork } from '@appkit/core'
import { createAppKit } from '@appkit/scaffold'

const api = 'https://api.my.dapp' // your own apps/api: wallet list, balances, RPC proxy
const mainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`${api}/v1?chainId=eip155:1`] } },
}
const networks = [mainnet]
const wagmiAdapter = new WagmiAdapter({
  networks,
  walletConnect: { relayUrl: 'wss://relay.my.dapp' }, // your own apps/relay
})

export const appKit = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  apiUrls: { wallet: api, blockchain: api },
  metadata: { name: 'My dapp', description: 'My dapp', url: 'https://my.dapp', icons: [] },
})
