import { randomUUID } from 'node:crypto'
import { ANVIL_DEV_KEYS, createDevWalletProvider, type DevWalletProvider } from '@appkit/dev-wallet'
import { createBitcoinDevWallet } from '@appkit/dev-wallet/bitcoin'
import { createCosmosDevWallet } from '@appkit/dev-wallet/cosmos'
import { createPolkadotDevWallet, type PolkadotDevWallet } from '@appkit/dev-wallet/polkadot'
import { COSMOS_DEV_ADDRESSES, type DevnetInfo } from '@appkit/test'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'

type Proposal = SignClientTypes.EventArguments['session_proposal']
type SessionRequest = SignClientTypes.EventArguments['session_request']

/** A wallet on the other side of the relay: a real SignClient that signs with the real dev wallet. */
export type TestWallet = {
  client: Awaited<ReturnType<typeof SignClient.init>>
  devWallet: DevWalletProvider
  address: `0x${string}`
  /** The wallet's Solana address (base58 of a real ed25519 public key). */
  solanaAddress: string
  /** The wallet's Bitcoin regtest payment (P2WPKH) and ordinal (P2TR) addresses: dev key 0. */
  bitcoin: { payment: string; ordinal: string; paymentPublicKey: string }
  /** The wallet's Cosmos address (bech32, dev key 0 of the Cosmos dev wallet). */
  cosmosAddress: string
  /** The wallet's Polkadot account (sr25519 dev key 0 of the Polkadot dev wallet), once a session approved it. */
  polkadot(): Promise<PolkadotDevWallet['account']>
  /** The session requests the wallet answered, in order. */
  requests: SessionRequest['params']['request'][]
  /** Pairs with `uri` and resolves with the proposal it receives. */
  pair(uri: string): Promise<Proposal>
  /**
   * Approves a proposal with the dev account on `chainIds`, with the Solana account on
   * `solanaChains` (answering `solana_signMessage` and `solana_signTransaction`) and with the
   * Bitcoin payment account on `bitcoinChains` (answering WalletConnect's bip122 methods) and
   * with the Cosmos account on `cosmosChains` (answering WalletConnect's cosmos methods) and with
   * the Polkadot account on `polkadotChains` (answering WalletConnect's polkadot methods); no
   * eip155 namespace when `chainIds` is empty. Resolves with the session topic.
   */
  approve(
    proposal: Proposal,
    chainIds: readonly number[],
    solanaChains?: readonly string[],
    bitcoinChains?: readonly string[],
    cosmosChains?: readonly string[],
    polkadotChains?: readonly string[],
  ): Promise<string>
  close(): Promise<void>
}

/**
 * Starts the test wallet on `relayUrl`: a `@walletconnect/sign-client` 2.25 client (memory
 * storage, telemetry off) whose session requests are answered by the dev wallet of
 * `@appkit/dev-wallet` (anvil's first public dev key, signing for real and sending to the devnet).
 */
export async function createTestWallet(relayUrl: string, devnet: DevnetInfo): Promise<TestWallet> {
  const devWallet = createDevWalletProvider({
    accounts: ANVIL_DEV_KEYS,
    chains: devnet.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
  })
  const [address] = (await devWallet.request({ method: 'eth_requestAccounts' })) as `0x${string}`[]
  if (!address) throw new Error('the dev wallet gave no account')
  const client = await SignClient.init({
    projectId: 'appkit-test-wallet',
    relayUrl,
    customStoragePrefix: `wallet-${randomUUID()}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: 'Test wallet',
      description: 'Test wallet',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  // A fixed test key (not a secret): the Solana account of this test wallet.
  const solanaKey = new Uint8Array(32).fill(7)
  const solanaAddress = base58.encode(ed25519.getPublicKey(solanaKey))
  const answerSolana = (request: { method: string; params?: unknown }) => {
    if (request.method === 'solana_signTransaction') {
      // Signs the message part of a one-signer wire transaction and answers the signature only.
      const { transaction } = request.params as { transaction: string }
      const wire = Buffer.from(transaction, 'base64')
      return { signature: base58.encode(ed25519.sign(wire.subarray(1 + 64), solanaKey)) }
    }
    if (request.method !== 'solana_signMessage')
      throw { code: 4200, message: `Unsupported ${request.method}` }
    const { message } = request.params as { message: string }
    return { signature: base58.encode(ed25519.sign(base58.decode(message), solanaKey)) }
  }
  // The Bitcoin side: the in-repo Bitcoin dev wallet (dev key 0, regtest) signs for real.
  const bitcoinWallet = createBitcoinDevWallet({ mode: 'approve', origin: 'the test wallet' })
  await bitcoinWallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
  const { payment, ordinals } = bitcoinWallet.devAccounts
  const accountOf = (address: string) => {
    const account = [payment, ordinals].find((candidate) => candidate.address === address)
    if (!account) throw { code: 4100, message: `No account ${address}` }
    return account
  }
  const toHex = (bytes: ArrayLike<number>) => Buffer.from(Uint8Array.from(bytes)).toString('hex')
  const answerBitcoin = async (request: { method: string; params?: unknown }) => {
    const params = request.params as Record<string, unknown>
    if (request.method === 'getAccountAddresses')
      return [
        { address: payment.address, publicKey: toHex(payment.publicKey), intention: 'payment' },
        { address: ordinals.address, publicKey: toHex(ordinals.publicKey), intention: 'ordinal' },
      ]
    if (request.method === 'signMessage') {
      const account = accountOf(String(params.address ?? params.account))
      const [signed] = await bitcoinWallet.features['bitcoin:signMessage'].signMessage({
        account,
        message: new TextEncoder().encode(String(params.message)),
      })
      return { address: account.address, signature: toHex(signed?.signature ?? new Uint8Array()) }
    }
    if (request.method === 'signPsbt') {
      const signInputs = params.signInputs as { address: string; index: number }[]
      const [signed] = await bitcoinWallet.features['bitcoin:signTransaction'].signTransaction({
        psbt: Buffer.from(String(params.psbt), 'base64'),
        chain: 'bitcoin:regtest',
        inputsToSign: signInputs.map(({ address, index }) => ({
          account: accountOf(address),
          signingIndexes: [index],
        })),
      })
      return { psbt: Buffer.from(signed?.signedPsbt ?? new Uint8Array()).toString('base64') }
    }
    // Nothing to spend here (no regtest node): the wallet's person says no, as a wallet would.
    if (request.method === 'sendTransfer')
      throw { code: 4001, message: 'User rejected the request.' }
    throw { code: 4200, message: `Unsupported ${request.method}` }
  }
  // The Cosmos side: the in-repo Cosmos dev wallet (dev key 0) signs for real with cosmjs.
  // Its key is derived on the first cosmos request only (the other namespaces' tests pay nothing).
  // A caller's devnet may have no Cosmos side (the browser test passes only an EVM chain).
  const cosmosChainIds = (devnet.cosmos?.chains ?? []).map((chain) => chain.chainId)
  const cosmosWallet = createCosmosDevWallet({ chainIds: cosmosChainIds, mode: 'approve' })
  const cosmosAddress = COSMOS_DEV_ADDRESSES[0] ?? ''
  let cosmosKey: ReturnType<typeof cosmosWallet.getKey> | undefined
  const cosmosPublicKey = async () => {
    cosmosKey ??= cosmosWallet
      .enable(cosmosChainIds)
      .then(() => cosmosWallet.getKey(cosmosChainIds[0] ?? ''))
    return Buffer.from((await cosmosKey).pubKey).toString('base64')
  }
  type WireSignDoc = {
    chainId: string
    accountNumber: string
    authInfoBytes: string
    bodyBytes: string
  }
  const answerCosmos = async (chain: string, request: { method: string; params?: unknown }) => {
    const chainId = chain.slice('cosmos:'.length)
    const params = request.params as Record<string, unknown>
    if (request.method === 'cosmos_getAccounts')
      return [{ algo: 'secp256k1', address: cosmosAddress, pubkey: await cosmosPublicKey() }]
    const signer = String(params.signerAddress)
    await cosmosPublicKey() // enables the chains in the dev wallet
    if (request.method === 'cosmos_signDirect') {
      const wire = params.signDoc as WireSignDoc
      const signed = await cosmosWallet.signDirect(chainId, signer, {
        chainId: wire.chainId,
        accountNumber: BigInt(wire.accountNumber),
        authInfoBytes: Buffer.from(wire.authInfoBytes, 'base64'),
        bodyBytes: Buffer.from(wire.bodyBytes, 'base64'),
      })
      return { signature: signed.signature, signed: wire }
    }
    if (request.method === 'cosmos_signAmino') {
      const doc = params.signDoc as Parameters<typeof cosmosWallet.signAmino>[2]
      const [msg] = doc.msgs
      // An ADR-036 sign doc (chain id '', one sign/MsgSignData) is the wallet's signArbitrary.
      if (doc.chain_id === '' && msg?.type === 'sign/MsgSignData') {
        const data = Buffer.from(String((msg.value as { data: string }).data), 'base64')
        const signature = await cosmosWallet.signArbitrary(chainId, signer, data)
        return { signature, signed: doc }
      }
      return cosmosWallet.signAmino(chainId, signer, doc)
    }
    throw { code: 4200, message: `Unsupported ${request.method}` }
  }
  // The Polkadot side: the in-repo Polkadot dev wallet (sr25519 dev key 0) signs for real.
  // Made on first use only (its sr25519 wasm loads then; the other namespaces' tests pay nothing).
  type Injected = Awaited<ReturnType<PolkadotDevWallet['provider']['enable']>>
  let polkadotWallet: Promise<{ wallet: PolkadotDevWallet; injected: Injected }> | undefined
  const polkadot = () => {
    polkadotWallet ??= createPolkadotDevWallet({ mode: 'approve', origin: 'the test wallet' }).then(
      async (wallet) => ({ wallet, injected: await wallet.provider.enable('the test wallet') }),
    )
    return polkadotWallet
  }
  const answerPolkadot = async (request: { method: string; params?: unknown }) => {
    const { signer } = (await polkadot()).injected
    const params = request.params as {
      address: string
      message?: string
      transactionPayload?: never
    }
    if (request.method === 'polkadot_signMessage' && signer.signRaw) {
      const { signature } = await signer.signRaw({
        address: params.address,
        data: String(params.message),
        type: 'bytes',
      })
      return { signature }
    }
    if (request.method === 'polkadot_signTransaction' && signer.signPayload)
      return {
        signature: (await signer.signPayload(params.transactionPayload ?? ({} as never))).signature,
      }
    throw { code: 4200, message: `Unsupported ${request.method}` }
  }
  const requests: TestWallet['requests'] = []
  client.on('session_request', async ({ id, topic, params }) => {
    requests.push(params.request)
    const respond = (
      response: { result: unknown } | { error: { code: number; message: string } },
    ) => client.respond({ topic, response: { id, jsonrpc: '2.0', ...response } as never })
    try {
      const request = params.request as { method: string; params?: unknown }
      const result = params.chainId.startsWith('solana:')
        ? answerSolana(request)
        : params.chainId.startsWith('bip122:')
          ? await answerBitcoin(request)
          : params.chainId.startsWith('cosmos:')
            ? await answerCosmos(params.chainId, request)
            : params.chainId.startsWith('polkadot:')
              ? await answerPolkadot(request)
              : await devWallet.request(request)
      await respond({ result })
    } catch (error) {
      const { code, message } = error as { code: number; message: string }
      await respond({ error: { code, message } })
    }
  })
  return {
    client,
    devWallet,
    address,
    solanaAddress,
    bitcoin: {
      payment: payment.address,
      ordinal: ordinals.address,
      paymentPublicKey: toHex(payment.publicKey),
    },
    cosmosAddress,
    polkadot: async () => (await polkadot()).wallet.account,
    requests,
    async pair(uri) {
      const proposal = new Promise<Proposal>((resolve) => client.once('session_proposal', resolve))
      await client.pair({ uri })
      return proposal
    },
    async approve(
      proposal,
      chainIds,
      solanaChains = [],
      bitcoinChains = [],
      cosmosChains = [],
      polkadotChains = [],
    ) {
      const polkadotAddress = polkadotChains.length ? (await polkadot()).wallet.account.address : ''
      const polkadotNamespace = polkadotChains.length
        ? {
            polkadot: {
              chains: [...polkadotChains],
              accounts: polkadotChains.map((chain) => `${chain}:${polkadotAddress}`),
              methods: proposal.params.optionalNamespaces.polkadot?.methods ?? [],
              events: [],
            },
          }
        : {}
      const cosmos = cosmosChains.length
        ? {
            cosmos: {
              chains: [...cosmosChains],
              accounts: cosmosChains.map((chain) => `${chain}:${cosmosAddress}`),
              methods: proposal.params.optionalNamespaces.cosmos?.methods ?? [],
              events: [],
            },
          }
        : {}
      const eip155 = chainIds.length
        ? {
            eip155: {
              chains: chainIds.map((chainId) => `eip155:${chainId}`),
              accounts: chainIds.map((chainId) => `eip155:${chainId}:${address}`),
              methods: proposal.params.optionalNamespaces.eip155?.methods ?? [],
              events: ['accountsChanged', 'chainChanged'],
            },
          }
        : {}
      const bip122 = bitcoinChains.length
        ? {
            bip122: {
              chains: [...bitcoinChains],
              accounts: bitcoinChains.map((chain) => `${chain}:${payment.address}`),
              methods: proposal.params.optionalNamespaces.bip122?.methods ?? [],
              events: [],
            },
          }
        : {}
      const solana = solanaChains.length
        ? {
            solana: {
              chains: [...solanaChains],
              accounts: solanaChains.map((chain) => `${chain}:${solanaAddress}`),
              methods: proposal.params.optionalNamespaces.solana?.methods ?? [],
              events: [],
            },
          }
        : {}
      const { topic, acknowledged } = await client.approve({
        id: proposal.id,
        namespaces: { ...eip155, ...solana, ...bip122, ...cosmos, ...polkadotNamespace },
      })
      await acknowledged()
      return topic
    },
    async close() {
      await client.core.relayer.transportClose()
      client.core.heartbeat.stop()
    },
  }
}
