import { WagmiAdapter } from '@appkit/adapter-wagmi'
import { mainnet, polygon, withApiRpc } from '@appkit/core/networks'
import { createAppKit } from '@appkit/scaffold'

const api = 'https://api.my.dapp' // your own apps/api: wallet list, balances, RPC proxy
const apiUrls = { wallet: api, blockchain: api }
const networks = withApiRpc([mainnet, polygon], api)
const walletConnect = { relayUrl: 'wss://relay.my.dapp' } // your own apps/relay
const adapters = [new WagmiAdapter({ networks, walletConnect })]
const metadata = { name: 'My dapp', description: 'My dapp', url: 'https://my.dapp', icons: [] }

export const appKit = createAppKit({ adapters, networks, apiUrls, metadata })
