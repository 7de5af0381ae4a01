import { WagmiAdapter } from '@appkit/adapter-wagmi'
import { mainnet, polygon, withApiRpc } from '@appkit/core/networks'
import { createAppKit } from '@appkit/scaffold'
import { defineAppKitElements } from '@appkit/scaffold/web-components'
import { createWalletConnect } from '@appkit/walletconnect'

// The script of webComponents.html: a page without React. The instance is made as in the
// README's example; defineAppKitElements() then gives the page's <appkit-*> tags their buttons.
const [api, relayUrl] = ['https://api.my.dapp', 'wss://relay.my.dapp'] // your apps/api and apps/relay
const networks = withApiRpc([mainnet, polygon], api)
const adapters = [new WagmiAdapter({ networks, walletConnect: createWalletConnect({ relayUrl }) })]
const metadata = { name: 'My dapp', description: 'My dapp', url: 'https://my.dapp', icons: [] }

export const appKit = createAppKit({
  adapters,
  networks,
  apiUrls: { wallet: api, blockchain: api },
  metadata,
})
defineAppKitElements()
