import {
  POLKADOT_WALLET_CONNECT_METHODS,
  PolkadotAdapter,
  polkadotLocalNetwork,
} from '@appkit/adapter-polkadot'
import { TypeRegistry } from '@polkadot/types'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { createWalletConnect } from './createWalletConnect'
import { pairThroughRelay, testDappMetadata, useRelayRig } from './testing/relayRig'

// Each client starts its own WalletConnect core (see walletConnect.relay.test.ts).
process.env.DISABLE_GLOBAL_CORE = 'true'

// The devnet's Polkadot chain id (chopsticks' Asset Hub Rococo, `polkadot:4545…`). Connecting and
// signing a message read no chain, so the RPC URL is a closed local port: nothing is dialled.
const network = polkadotLocalNetwork({ rpcUrl: 'ws://127.0.0.1:9' })
const metadata = testDappMetadata('Polkadot over WalletConnect')

const rig = useRelayRig(inject('devnet'))
beforeAll(() => cryptoWaitReady())

describe('the polkadot namespace over WalletConnect, through apps/relay', () => {
  it('the adapter declares polkadot_signTransaction and polkadot_signMessage on polkadot:<genesis hash prefix>; its connector connects, signs a message (polkadot_signMessage) and a transaction payload (polkadot_signTransaction) that signatureVerify of @polkadot/util-crypto accepts, and nothing else', async () => {
    const walletConnect = createWalletConnect({
      relayUrl: rig.relay.url,
      metadata,
      logLevel: 'silent',
    })
    const adapter = new PolkadotAdapter({
      networks: [network],
      appName: 'Polkadot over WalletConnect',
      walletConnect,
      host: {},
    })
    try {
      expect(adapter.getConnectors().map(({ id, type }) => ({ id, type }))).toEqual([
        { id: 'WalletConnect', type: 'WALLET_CONNECT' },
      ])
      expect(network.caipNetworkId).toMatch(/^polkadot:[0-9a-f]{32}$/)
      const { connecting, proposal } = await pairThroughRelay(walletConnect, rig.wallet, () =>
        adapter.connect({ connectorId: 'WalletConnect' }),
      )
      expect(proposal.params.optionalNamespaces.polkadot).toMatchObject({
        chains: [network.caipNetworkId],
        methods: [...POLKADOT_WALLET_CONNECT_METHODS],
      })
      expect(adapter.walletConnectNamespace?.rpcMap).toEqual({
        // WalletConnect's provider takes HTTP URLs: the node's WebSocket port, over HTTP.
        [network.caipNetworkId.slice('polkadot:'.length)]: 'http://127.0.0.1:9',
      })
      await rig.wallet.approve(proposal, [], [], [], [], [network.caipNetworkId])
      const { caipAddress } = await connecting
      const { publicKey } = await rig.wallet.polkadot()
      const address = caipAddress.split(':')[2] ?? ''
      // Shown in the network's SS58 format (Asset Hub Rococo: 2), the wallet's own key.
      expect(signatureVerify('x', `0x${'00'.repeat(64)}`, address).publicKey).toEqual(
        Uint8Array.from(Buffer.from(publicKey.slice(2), 'hex')),
      )

      const message = 'Sign in on Polkadot\nNonce: 7f3a'
      const signature = await adapter.signMessage({ message, caipAddress })
      expect(signatureVerify(message, signature, address)).toMatchObject({
        isValid: true,
        crypto: 'sr25519',
      })
      expect(signatureVerify(`${message}!`, signature, address).isValid).toBe(false)
      expect(rig.wallet.requests.map((request) => request.method)).toContain('polkadot_signMessage')

      // A transaction payload (polkadot_signTransaction) through the connector's signer, as the
      // adapter's transfer hands it over: the signature (type byte + sr25519) verifies over the
      // payload's SCALE bytes for the wallet's key, and not over another call.
      const connector = adapter.getConnectors()[0]
      const provider = connector?.provider as {
        enable(appName: string): Promise<{
          signer: { signPayload(payload: unknown): Promise<{ signature: `0x${string}` }> }
        }>
      }
      const { signer } = await provider.enable('Polkadot over WalletConnect')
      const payload = {
        address,
        blockHash: `0x${'11'.repeat(32)}`,
        blockNumber: '0x00000001',
        era: '0x00',
        genesisHash: `0x${'45'.repeat(32)}`,
        method: '0x0a0300',
        nonce: '0x00000002',
        signedExtensions: [],
        specVersion: '0x00000001',
        tip: '0x00000000000000000000000000000000',
        transactionVersion: '0x00000001',
        version: 4,
      }
      const signed = await signer.signPayload(payload)
      const bytesOf = (json: typeof payload) => {
        const registry = new TypeRegistry()
        registry.setSignedExtensions(json.signedExtensions)
        return registry
          .createType('ExtrinsicPayload', json, { version: json.version })
          .toU8a({ method: true })
      }
      expect(signatureVerify(bytesOf(payload), signed.signature, address).isValid).toBe(true)
      expect(
        signatureVerify(bytesOf({ ...payload, method: '0x0a0301' }), signed.signature, address)
          .isValid,
      ).toBe(false)
      expect(rig.wallet.requests.map((request) => request.method)).toContain(
        'polkadot_signTransaction',
      )
    } finally {
      await adapter.disconnect()
      await walletConnect.close()
    }
  }, 60_000)
})
