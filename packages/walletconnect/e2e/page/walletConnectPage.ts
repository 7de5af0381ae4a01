// The test page of the browser suite: the real wagmi adapter on the WalletConnect client, driven
// by the spec through `window.appkitTest`. Bundled by esbuild in @appkit/test's startBundledPageServer.
import { WagmiAdapter } from '@appkit/adapter-wagmi'
import { createWalletConnect } from '../../src/exports/index'

const relayUrl = new URL(location.href).searchParams.get('relay') ?? ''
const adapter = new WagmiAdapter({
  networks: [
    {
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [`${location.origin}/rpc`] } },
    },
  ],
  walletConnect: createWalletConnect({
    relayUrl,
    metadata: { name: 'AppKit browser test', description: 'Test', url: location.origin, icons: [] },
    logLevel: 'silent',
  }),
})
const uris: string[] = []
adapter.subscribePairingUri?.((uri) => uris.push(uri))

Object.assign(window, {
  appkitTest: {
    uris,
    connect: () => adapter.connect({ connectorId: 'walletConnect' }),
    sign: (message: string, address: string) =>
      adapter.signMessage({ message, caipAddress: `eip155:1:${address}` }),
    iframes: () => [...document.querySelectorAll('iframe')].map((frame) => frame.src),
  },
})
