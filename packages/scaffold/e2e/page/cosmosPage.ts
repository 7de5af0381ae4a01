// The Cosmos harness page: the real createAppKit with the real CosmosAdapter on the devnet's
// Cosmos SIMULATOR (a bank ledger in CometBFT's RPC shapes, `?rpc=` and `?chain=`, started by
// the spec: no cosmos-sdk node can run here), apps/api for balances and history (`?api=`), and
// the Keplr-style dev wallet (`window.keplr`, real keys, dev key `?key=`, `?mode=`). The wallet
// remembers the enabled chain in localStorage, so a reload reconnects.
import { CosmosAdapter, defineCosmosNetwork, type KeplrProvider } from '@appkit/adapter-cosmos'
import { registerCosmosDevWallet } from '@appkit/dev-wallet/cosmos'
import { createAppKit } from '../../src/exports/index'
import { showHarnessControls } from './harnessControls'

const params = new URLSearchParams(location.search)
const chainId = params.get('chain') ?? 'appkit-devnet-1'
const wallet = registerCosmosDevWallet(window, {
  chainIds: [chainId],
  keyIndex: Number(params.get('key') ?? 0),
  mode: params.get('mode') === 'reject' ? 'reject' : 'approve',
})

// A broken or hostile wallet, switched on by the test (`harness.forgeSignatures = true`): the dev
// wallet signs, then one byte of its direct-mode signature is flipped before it goes back to the
// dapp, so the chain (the simulator, verifying with cosmjs) is the one that must refuse it.
const control = { forgeSignatures: false }
const flipByte = (base64: string) => {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  bytes[5] = (bytes[5] ?? 0) ^ 1
  return btoa(String.fromCharCode(...bytes))
}
const provider: KeplrProvider = {
  ...wallet,
  getOfflineSigner: (id) => {
    const signer = wallet.getOfflineSigner(id)
    return {
      getAccounts: signer.getAccounts,
      signDirect: async (address, doc) => {
        const signed = await signer.signDirect(address, doc)
        if (!control.forgeSignatures) return signed
        const signature = { ...signed.signature, signature: flipByte(signed.signature.signature) }
        return { ...signed, signature }
      },
    }
  },
}
Object.assign(window, { keplr: provider })

const network = defineCosmosNetwork({
  chainId,
  name: 'Cosmos Devnet (simulator)',
  rpcUrl: params.get('rpc') ?? 'http://127.0.0.1:9',
  testnet: true,
})
const adapter = new CosmosAdapter({ networks: [network], scope: window })
const appKit = createAppKit({
  networks: [network],
  adapters: [adapter],
  apiUrls: { blockchain: params.get('api') ?? 'http://127.0.0.1:9' },
  metadata: { name: 'Cosmos harness', description: 'Harness', url: location.origin, icons: [] },
})

/** Signs `message` (ADR-036) with the connected account through the adapter, as a dapp would. */
async function signMessage(message: string): Promise<{ signature: string; publicKey: string }> {
  const caipAddress = appKit.getCaipAddress()
  if (!caipAddress) throw new Error('Not connected')
  const [account] = await adapter.getAccounts({ connectorId: 'keplr' })
  return {
    signature: await adapter.signMessage({ message, caipAddress }),
    publicKey: account?.publicKey ?? '',
  }
}

showHarnessControls(appKit)
Object.assign(window, {
  harness: {
    appKit,
    signMessage,
    set forgeSignatures(on: boolean) {
      control.forgeSignatures = on
    },
  },
})
