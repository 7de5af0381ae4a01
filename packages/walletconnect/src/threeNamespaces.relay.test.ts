import { createPublicKey, verify } from 'node:crypto'
import { BitcoinAdapter, bitcoinRegtest } from '@appkit/adapter-bitcoin'
import { createSolanaAdapter } from '@appkit/adapter-solana'
import { WagmiAdapter } from '@appkit/adapter-wagmi'
import { type CaipNetwork, createMemoryBackend, UserRejectedRequestError } from '@appkit/core'
import { decodeBitcoinAddress, verifyBip322Simple } from '@appkit/siwx'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base58, base64 } from '@scure/base'
import { Psbt } from 'bitcoinjs-lib'
import { describe, expect, inject, it } from 'vitest'
import { createWalletConnect } from './createWalletConnect'
import { devnetNetworks, memoryWagmiStorage } from './testing/devnetFixtures'
import { pairThroughRelay, testDappMetadata, useRelayRig } from './testing/relayRig'

// Each client starts its own WalletConnect core (see walletConnect.relay.test.ts).
process.env.DISABLE_GLOBAL_CORE = 'true'

const devnet = inject('devnet')
const networks = devnetNetworks(devnet)
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const REGTEST = bitcoinRegtest.caipNetworkId
// Closed local ports: no Solana or Bitcoin chain is read here (the wallet answers every method).
const solanaNetwork: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: SOLANA_DEVNET,
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}
const bitcoinNetwork: CaipNetwork = {
  ...bitcoinRegtest,
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}
const noWallets = { get: () => [], on: () => () => {} }
const metadata = testDappMetadata('Three namespaces')

/** Node's own ed25519 (OpenSSL), independent of the wallet's @noble/curves. */
function verifyEd25519(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array) {
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), publicKey])
  return verify(
    null,
    message,
    createPublicKey({ key: spki, format: 'der', type: 'spki' }),
    signature,
  )
}

/** A one-signer legacy Solana transaction (no instruction), serialized with an empty signature. */
function unsignedWire(signer: Uint8Array): Uint8Array {
  const message = Uint8Array.from([1, 0, 0, 1, ...signer, ...new Uint8Array(32).fill(9), 0])
  return Uint8Array.from([1, ...new Uint8Array(64), ...message])
}

const rig = useRelayRig(devnet)

describe('one WalletConnect session for eip155, solana and bip122 from the adapters, through apps/relay', () => {
  it('each adapter declares its namespace in the one proposal, and its WalletConnect connector signs over the session', async () => {
    const walletConnect = createWalletConnect({
      relayUrl: rig.relay.url,
      metadata,
      logLevel: 'silent',
    })
    const wagmiAdapter = new WagmiAdapter({
      networks,
      storage: memoryWagmiStorage(),
      walletConnect,
    })
    const solanaAdapter = createSolanaAdapter({
      networks: [solanaNetwork],
      walletConnect,
      wallets: noWallets,
      storage: createMemoryBackend(),
    })
    const broadcasts: string[] = []
    const bitcoinAdapter = new BitcoinAdapter({
      networks: [bitcoinNetwork],
      walletConnect,
      wallets: noWallets,
      // A UTXO source in memory: no regtest node runs for this test (see BitcoinAdapter.regtest.test.ts).
      utxoSource: {
        getUtxos: async () => [
          { txid: 'ab'.repeat(32), vout: 0, value: 100_000n, confirmed: true },
        ],
        getBalance: async () => 100_000n,
        getFeeRate: async () => 2,
        broadcast: async (hex) => {
          broadcasts.push(hex)
          return 'cd'.repeat(32)
        },
      },
    })
    try {
      expect(solanaAdapter.getConnectors().map(({ id, type }) => ({ id, type }))).toEqual([
        { id: 'WalletConnect', type: 'WALLET_CONNECT' },
      ])
      // The Solana adapter's connector starts the pairing this time.
      const { connecting, proposal } = await pairThroughRelay(walletConnect, rig.wallet, () =>
        solanaAdapter.connect({ connectorId: 'WalletConnect' }),
      )
      const proposed = proposal.params.optionalNamespaces
      expect(Object.keys(proposed).sort()).toEqual(['bip122', 'eip155', 'solana'])
      expect(proposed.solana).toMatchObject({
        chains: [SOLANA_DEVNET],
        methods: [
          'solana_signMessage',
          'solana_signTransaction',
          'solana_signAndSendTransaction',
          'solana_signAllTransactions',
        ],
      })
      expect(proposed.bip122).toMatchObject({
        chains: [REGTEST],
        methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
        events: ['bip122_addressesChanged'],
      })
      await rig.wallet.approve(proposal, [networks[0]?.id as number], [SOLANA_DEVNET], [REGTEST])

      // Solana: the account, a message and a transaction signed over the session.
      const solanaAccount = `${SOLANA_DEVNET}:${rig.wallet.solanaAddress}` as const
      expect((await connecting).caipAddress).toBe(solanaAccount)
      const publicKey = base58.decode(rig.wallet.solanaAddress)
      const signature = await solanaAdapter.signMessage({
        message: 'Sign in on Solana',
        caipAddress: solanaAccount,
      })
      expect(
        verifyEd25519(
          base58.decode(signature),
          new TextEncoder().encode('Sign in on Solana'),
          publicKey,
        ),
      ).toBe(true)
      const wire = unsignedWire(publicKey)
      const signed = base64.decode(
        await solanaAdapter.signTransaction({
          kind: 'solanaTransaction',
          caipNetworkId: SOLANA_DEVNET,
          transaction: base64.encode(wire),
        }),
      )
      expect(verifyEd25519(signed.subarray(1, 65), wire.subarray(65), publicKey)).toBe(true)

      // Bitcoin: the same session; payment and ordinal accounts from getAccountAddresses.
      const bitcoin = await bitcoinAdapter.connect({
        connectorId: 'WalletConnect',
        caipNetworkId: REGTEST,
      })
      expect(bitcoin.caipAddress).toBe(`${REGTEST}:${rig.wallet.bitcoin.payment}`)
      expect(bitcoin.accounts.map(({ caipAddress, purpose }) => [caipAddress, purpose])).toEqual([
        [`${REGTEST}:${rig.wallet.bitcoin.payment}`, 'payment'],
        [`${REGTEST}:${rig.wallet.bitcoin.ordinal}`, 'ordinal'],
      ])
      const bip322 = await bitcoinAdapter.signMessage({
        message: 'Sign in on Bitcoin',
        caipAddress: bitcoin.caipAddress,
      })
      const payment = decodeBitcoinAddress(rig.wallet.bitcoin.payment)
      if (!payment) throw new Error('the payment address does not decode')
      expect(verifyBip322Simple(payment, 'Sign in on Bitcoin', bip322)).toBe(true)
      expect(verifyBip322Simple(payment, 'Another message', bip322)).toBe(false)

      const prepared = await bitcoinAdapter.prepareTransfer({
        from: bitcoin.caipAddress,
        to: rig.wallet.bitcoin.ordinal,
        asset: `${REGTEST}/slip44:0`,
        amount: 30_000n,
      })
      const signedPsbt = Psbt.fromBase64(
        await bitcoinAdapter.signTransaction({
          kind: 'psbt',
          caipNetworkId: REGTEST,
          psbt: prepared.psbt,
        }),
      )
      expect(
        signedPsbt.validateSignaturesOfAllInputs((pubkey, hash, sig) =>
          secp256k1.verify(sig, hash, pubkey),
        ),
      ).toBe(true)
      expect(
        Buffer.from(signedPsbt.data.inputs[0]?.partialSig?.[0]?.pubkey ?? []).toString('hex'),
      ).toBe(rig.wallet.bitcoin.paymentPublicKey)

      // sendTransfer: the wallet builds, signs and sends; its refusal is core's rejection.
      await expect(
        bitcoinAdapter.transfer({
          from: bitcoin.caipAddress,
          to: rig.wallet.bitcoin.ordinal,
          asset: `${REGTEST}/slip44:0`,
          amount: 30_000n,
        }),
      ).rejects.toBeInstanceOf(UserRejectedRequestError)
      expect(rig.wallet.requests.at(-1)).toMatchObject({
        method: 'sendTransfer',
        params: {
          account: rig.wallet.bitcoin.payment,
          recipientAddress: rig.wallet.bitcoin.ordinal,
          amount: '30000',
        },
      })

      expect(
        rig.wallet.requests
          .map((request) => request.method)
          .filter((method) => !method.startsWith('eth_')),
      ).toEqual([
        'solana_signMessage',
        'solana_signTransaction',
        'getAccountAddresses',
        'signMessage',
        'signPsbt',
        'sendTransfer',
      ])
      expect(walletConnect.getSessionAccounts()).toMatchObject({
        solana: [solanaAccount],
        bip122: [`${REGTEST}:${rig.wallet.bitcoin.payment}`],
      })

      // The wallet ends the one session: both adapters report the disconnect.
      const events: string[] = []
      solanaAdapter.subscribe((event) => events.push(`solana:${event.type}`))
      bitcoinAdapter.subscribe((event) => events.push(`bip122:${event.type}`))
      const [topic] = rig.wallet.client.session.keys
      await rig.wallet.client.disconnect({
        topic: topic ?? '',
        reason: { code: 6000, message: 'User disconnected.' },
      })
      await expect
        .poll(() => events.sort())
        .toEqual(expect.arrayContaining(['bip122:disconnect', 'solana:disconnect']))
      expect(await solanaAdapter.getAccounts({ connectorId: 'WalletConnect' })).toEqual([])
      expect(await bitcoinAdapter.getAccounts({ connectorId: 'WalletConnect' })).toEqual([])
    } finally {
      bitcoinAdapter.destroy()
      await wagmiAdapter.destroy()
    }
    expect(rig.guard.refused).toEqual([])
  }, 30_000)
})
