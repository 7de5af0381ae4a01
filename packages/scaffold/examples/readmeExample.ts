import { WagmiAdapter } from '@appkit/adapter-wagmi'
import { mainnet, polygon, withApiRpc } from '@appkit/core/networks'
import { createAppKit } from '@appkit/scaffold'

const api = 'https://api.my.dapp' // your own apps/api: wallet list, balances, RPC proxy
const networks = withApiRpc([mainnet, polygon], api)
const wagmiAdapter = new WagmiAdapter({
  networks,
  walletConnect: { relayUrl: 'wss://relay.my.dapp' },
})

export const appKit = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  apiUrls: { wallet: api, blockchain: api },
  metadata: { name: 'My dapp', description: 'My dapp', url: 'https://my.dapp', icons: [] },
})
