// A Solana-only dapp page: the real createAppKit with the Solana adapter on the devnet's local
// cluster and e-mail login through the secure frame (?secure=, ?genesis=, ?rpc=). The test signs
// through the adapter as a dapp's code does once the modal connected the embedded wallet.
import { createSolanaAdapter, solanaLocalNetwork } from '@appkit/adapter-solana'
import type { CaipAddress } from '@appkit/core'
import { createAppKit } from '@appkit/scaffold'

const params = new URL(window.location.href).searchParams
const network = solanaLocalNetwork({
  genesisHash: params.get('genesis') ?? '',
  rpcUrl: params.get('rpc') ?? '',
})
const adapter = createSolanaAdapter({ networks: [network] })
const appKit = createAppKit({
  networks: [network],
  adapters: [adapter],
  metadata: { name: 'Solana dapp', description: 'Harness', url: location.origin, icons: [] },
  secureSiteUrl: params.get('secure') ?? '',
  enableReconnect: false,
})

const open = document.createElement('button')
open.type = 'button'
open.textContent = 'Open AppKit'
open.addEventListener('click', () => void appKit.open())
document.querySelector('#harness')?.append(open)
Object.assign(window, {
  harness: {
    setThemeMode: (mode: 'light' | 'dark') => appKit.setThemeMode(mode),
    caipAddress: () => appKit.getCaipAddress('solana'),
    signMessage: (message: string) =>
      adapter.signMessage({
        message,
        caipAddress: appKit.getCaipAddress('solana') as CaipAddress,
      }),
  },
})
