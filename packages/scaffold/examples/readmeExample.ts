import { WagmiAdapter } from '@appkit/adapter-wagmi'
import { mainnet, polygon, withApiRpc } from '@appkit/core/networks'
import { createAppKit } from '@appkit/scaffold'
import { createWalletConnect } from '@appkit/walletconnect'

const [api, relayUrl] = ['https://api.my.dapp', 'wss://relay.my.dapp'] // your apps/api and apps/relay
const apiUrls = { wallet: api, blockchain: api }
const networks = withApiRpc([mainnet, polygon], api)
const adapters = [new WagmiAdapter({ networks, walletConnect: createWalletConnect({ relayUrl }) })]
const metadata = { name: 'My dapp', description: 'My dapp', url: 'https://my.dapp', icons: [] }

export const appKit = createAppKit({ adapters, networks, apiUrls, metadata })
