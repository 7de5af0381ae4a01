import type { CaipAddress, CaipNetwork, CaipNetworkId, Connector } from '@appkit/core'
import {
  ConnectorChainsNotSupportedError,
  ConnectorNotFoundForConnectionError,
  formatUnits,
  NoActiveCaipAddressError,
  UnsupportedAssetError,
} from '@appkit/core'
import type {
  ChainAdapter,
  ChainAdapterAccount,
  ChainAdapterBalance,
  ChainAdapterConnectResult,
  ChainAdapterEvent,
  ChainAdapterListener,
  ChainAdapterPreparedTransfer,
  ChainAdapterTransfer,
  ChainTransaction,
  CosmosMessagesTransaction,
  RequestPolicy,
} from '@appkit/core/adapter'
import { splitCaipAddress, WalletConnectParticipantAdapter } from '@appkit/core/adapter'
import type { EncodeObject } from '@cosmjs/proto-signing'
import type { StdFee } from '@cosmjs/stargate'
import type { CosmosAdapterOptions } from './CosmosAdapterOptions'
import { CosmosAdapterConfigError, UnsupportedTransactionKindError } from './errors/cosmosErrors'
import { withCosmosErrors } from './errors/toCosmosAdapterError'
import { type ResolvedCosmosChain, resolveCosmosChain } from './networks/CosmosChainConfig'
import { findCosmosWallets } from './provider/findCosmosWallets'
import type { CosmosWallet, KeplrKey } from './provider/KeplrProvider'
import { COSMOS_REQUEST_POLICY } from './requests/cosmosRequestPolicy'
import {
  type CosmosWalletConnect,
  createCosmosWalletConnect,
} from './walletConnect/createCosmosWalletConnect'

type Session = {
  wallet: CosmosWallet
  network: CaipNetwork
  chain: ResolvedCosmosChain
  key: KeplrKey
}

/** A transfer built and priced before signing: its message, fee and memo. */
export type PreparedCosmosTransfer = {
  readonly caipNetworkId: CaipNetworkId
  readonly from: string
  readonly to: string
  readonly amount: bigint
  readonly denom: string
  /** The fee in the chain's base denom (core's prepared-transfer fee, shown before signing). */
  readonly fee: bigint
  /** The fee the visitor approves as the chain takes it (simulated gas × adjustment, at the gas price). */
  readonly stdFee: StdFee
  readonly memo: string
}

/** The SLIP-44 coin type of ATOM in CAIP-19 native asset ids (`cosmos:<chain>/slip44:118`). */
const ATOM_SLIP44 = 118
const loadClient = () => import('./client/cosmjsClient')
const toBase64 = (bytes: Uint8Array) => {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

/**
 * The Cosmos adapter (namespace `cosmos`): connects Keplr-style wallets (`window.keplr`,
 * `window.leap`: `enable`, `getKey`, `getOfflineSigner`, `signArbitrary`), reads balances, sends
 * `MsgSend` with a simulated fee and a memo, signs messages off-chain (ADR-036) and switches
 * network by enabling another chain id in the wallet. CAIP-2 ids are `cosmos:<chain-id>`.
 * cosmjs (`@cosmjs/stargate`) loads with the first balance, fee or send, not with the adapter.
 *
 * @example
 * const cosmosAdapter = new CosmosAdapter({ networks: [cosmosHub] })
 * createAppKit({ adapters: [cosmosAdapter], networks: [cosmosHub] })
 */
export class CosmosAdapter extends WalletConnectParticipantAdapter implements ChainAdapter {
  readonly namespace = 'cosmos' as const
  readonly networks: readonly CaipNetwork[]
  /** Reading accounts is safe; signing and sending wait for approval. */
  readonly requestPolicy: RequestPolicy = COSMOS_REQUEST_POLICY
  readonly #options: CosmosAdapterOptions
  readonly #scope: object | undefined
  readonly #listeners = new Set<ChainAdapterListener>()
  readonly #sessions = new Map<string, Session>()
  readonly #unwatch: () => void
  readonly #walletConnect: CosmosWalletConnect | undefined

  constructor(options: CosmosAdapterOptions) {
    super()
    this.#options = options
    this.networks = options.networks.filter((network) => network.chainNamespace === 'cosmos')
    for (const network of this.networks) this.#chain(network) // fails early on a bad config
    this.#scope = options.scope ?? globalThis
    const target = this.#scope as Partial<EventTarget>
    const onKeystoreChange = () => void this.#refreshKeys()
    target.addEventListener?.('keplr_keystorechange', onKeystoreChange)
    this.#unwatch = () => target.removeEventListener?.('keplr_keystorechange', onKeystoreChange)
    this.#walletConnect = options.walletConnect
      ? createCosmosWalletConnect(options.walletConnect, this.networks)
      : undefined
    // With the `walletConnect` option: the shared session's members (core's WalletConnectParticipant).
    this.joinWalletConnect(this.#walletConnect?.capability)
  }

  #chain(network: CaipNetwork): ResolvedCosmosChain {
    return resolveCosmosChain(network, this.#options.chains?.[network.caipNetworkId])
  }

  #emit(event: ChainAdapterEvent): void {
    for (const listener of this.#listeners) listener(event)
  }

  #wallets(): CosmosWallet[] {
    const wallets = [
      ...findCosmosWallets(this.#scope),
      ...(this.#options.wallets ?? []),
      ...(this.#walletConnect ? [this.#walletConnect.wallet] : []),
    ]
    return wallets.filter((wallet, index) => wallets.findIndex((w) => w.id === wallet.id) === index)
  }

  #wallet(connectorId: string): CosmosWallet {
    const wallet = this.#wallets().find((candidate) => candidate.id === connectorId)
    if (!wallet) throw new ConnectorNotFoundForConnectionError({ details: connectorId })
    return wallet
  }

  #network(caipNetworkId: CaipNetworkId): CaipNetwork {
    const network = this.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    if (!network) throw new ConnectorChainsNotSupportedError({ details: caipNetworkId })
    return network
  }

  #session(caipAddress: CaipAddress): Session {
    for (const session of this.#sessions.values())
      if (caipAddressOf(session) === caipAddress) return session
    throw new NoActiveCaipAddressError({ details: caipAddress })
  }

  #sessionOn(caipNetworkId: CaipNetworkId): Session {
    for (const session of this.#sessions.values())
      if (session.network.caipNetworkId === caipNetworkId) return session
    throw new NoActiveCaipAddressError({ details: caipNetworkId })
  }

  #start(connectorId: string, session: Session): ChainAdapterConnectResult {
    this.#sessions.set(connectorId, session)
    return { caipAddress: caipAddressOf(session), accounts: [toAccount(session)] }
  }

  /** Asks every connected wallet for its key again (the visitor changed account in the wallet). */
  async #refreshKeys(): Promise<void> {
    for (const [connectorId, session] of this.#sessions) {
      const key = await session.wallet.provider.getKey(session.chain.chainId).catch(() => undefined)
      if (!key) {
        this.#sessions.delete(connectorId)
        this.#emit({ type: 'disconnect', connectorId })
        continue
      }
      if (key.bech32Address === session.key.bech32Address) continue
      session.key = key
      this.#emit({ type: 'accountsChanged', connectorId, accounts: [toAccount(session)] })
    }
  }

  /**
   * The connectors: one per Keplr-style wallet found (injected, then the ones given). A named
   * provider object is how these wallets announce themselves, so each is an ANNOUNCED connector
   * (an INJECTED one without rdns is the generic browser wallet SPEC §5 hides on desktop).
   */
  getConnectors(): readonly Connector[] {
    return this.#wallets().map((wallet) =>
      wallet === this.#walletConnect?.wallet
        ? this.#walletConnect.connector
        : this.#connectorOf(wallet),
    )
  }

  #connectorOf(wallet: CosmosWallet): Connector {
    return {
      id: wallet.id,
      type: 'ANNOUNCED',
      name: wallet.name,
      ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
      chain: 'cosmos',
      chains: this.networks,
      provider: wallet.provider,
    }
  }

  /** Reports accountsChanged (keystore change), chainChanged and disconnect to `listener`. */
  subscribe(listener: ChainAdapterListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /**
   * Connects the wallet `connectorId` on `caipNetworkId` (or the first network): `enable` (the
   * wallet asks the visitor), then `getKey`. A refusal throws core's UserRejectedRequestError.
   */
  async connect(params: {
    connectorId: string
    caipNetworkId?: CaipNetworkId
  }): Promise<ChainAdapterConnectResult> {
    const wallet = this.#wallet(params.connectorId)
    const network = params.caipNetworkId ? this.#network(params.caipNetworkId) : this.networks[0]
    if (!network) throw new ConnectorChainsNotSupportedError({ details: wallet.name })
    const chain = this.#chain(network)
    const key = await withCosmosErrors(async () => {
      await wallet.provider.enable(chain.chainId)
      return wallet.provider.getKey(chain.chainId)
    }, 'Failed to connect')
    return this.#start(params.connectorId, { wallet, network, chain, key })
  }

  /**
   * Restores a connection after a reload without a prompt: `getKey` on each network in order
   * (a Keplr-style wallet answers it only for chains this site enabled); undefined when none.
   */
  async reconnect(params: { connectorId: string }): Promise<ChainAdapterConnectResult | undefined> {
    const wallet = this.#wallets().find((candidate) => candidate.id === params.connectorId)
    if (!wallet) return undefined
    for (const network of this.networks) {
      const chain = this.#chain(network)
      const key = await wallet.provider.getKey(chain.chainId).catch(() => undefined)
      if (key) return this.#start(params.connectorId, { wallet, network, chain, key })
    }
    return undefined
  }

  /** Disconnects the wallet `connectorId` (or every connected one): `disable` when it has it. */
  async disconnect(params: { connectorId?: string } = {}): Promise<void> {
    const ids = params.connectorId ? [params.connectorId] : [...this.#sessions.keys()]
    for (const connectorId of ids) {
      const session = this.#sessions.get(connectorId)
      if (!session) continue
      this.#sessions.delete(connectorId)
      const { provider } = session.wallet
      if (provider.disable)
        await withCosmosErrors(
          () => provider.disable!(session.chain.chainId),
          'Failed to disconnect',
        )
      this.#emit({ type: 'disconnect', connectorId })
    }
  }

  /** The account of `connectorId` on its network ([] when it is not connected). */
  async getAccounts(params: { connectorId: string }): Promise<readonly ChainAdapterAccount[]> {
    const session = this.#sessions.get(params.connectorId)
    return session ? [toAccount(session)] : []
  }

  /**
   * Switches the connected wallet to another Cosmos network: `enable` on its chain id (the wallet
   * may ask), then `getKey` there. Emits chainChanged and accountsChanged.
   */
  async switchNetwork(params: { caipNetwork: CaipNetwork }): Promise<void> {
    const network = this.#network(params.caipNetwork.caipNetworkId)
    const [entry] = [...this.#sessions].slice(-1)
    if (!entry) throw new NoActiveCaipAddressError({ details: network.caipNetworkId })
    const [connectorId, session] = entry
    const chain = this.#chain(network)
    const key = await withCosmosErrors(async () => {
      await session.wallet.provider.enable(chain.chainId)
      return session.wallet.provider.getKey(chain.chainId)
    }, 'Failed to switch network')
    const next = { ...session, network, chain, key }
    this.#sessions.set(connectorId, next)
    this.#emit({ type: 'chainChanged', connectorId, caipNetworkId: network.caipNetworkId })
    this.#emit({ type: 'accountsChanged', connectorId, accounts: [toAccount(next)] })
  }

  /** The native balance of an account (e.g. ATOM from `uatom`), read from its network's RPC. */
  async getBalance(params: { caipAddress: CaipAddress }): Promise<ChainAdapterBalance> {
    const { caipNetworkId, address } = splitCaipAddress(params.caipAddress)
    const chain = this.#chain(this.#network(caipNetworkId))
    const { readCosmosBalance } = await loadClient()
    const amount = await readCosmosBalance(chain, address)
    return { balance: formatUnits(amount, chain.decimals), symbol: chain.symbol }
  }

  /**
   * Signs `message` off-chain with the account (ADR-036, the wallet's `signArbitrary`); resolves
   * with the base64 secp256k1 signature. The account's `publicKey` (base64) verifies it.
   */
  async signMessage(params: { message: string; caipAddress: CaipAddress }): Promise<string> {
    const session = this.#session(params.caipAddress)
    const signed = await withCosmosErrors(
      () =>
        session.wallet.provider.signArbitrary(
          session.chain.chainId,
          session.key.bech32Address,
          params.message,
        ),
      'Failed to sign the message',
    )
    return signed.signature
  }

  /**
   * Builds and prices a native transfer (`cosmos:<chain>/slip44:118`) without signing it: one
   * MsgSend, its gas simulated by the chain, the fee at the network's gas price. The fee is known
   * here, before signing.
   */
  async prepareTransfer(
    transfer: ChainAdapterTransfer,
    options: { memo?: string } = {},
  ): Promise<PreparedCosmosTransfer> {
    const { caipNetworkId, address: from } = splitCaipAddress(transfer.from)
    if (transfer.asset !== `${caipNetworkId}/slip44:${ATOM_SLIP44}`)
      throw new UnsupportedAssetError({ details: transfer.asset })
    const session = this.#session(transfer.from)
    const memo = options.memo ?? ''
    const client = await loadClient()
    const signer = session.wallet.provider.getOfflineSigner(session.chain.chainId)
    const message = client.msgSend(session.chain, from, transfer.to, transfer.amount)
    const fee = await withCosmosErrors(
      () => client.estimateCosmosFee(session.chain, signer, from, [message], memo),
      'Failed to estimate the fee',
    )
    const inDenom = fee.amount.find((coin) => coin.denom === session.chain.denom)
    return {
      caipNetworkId,
      from,
      to: transfer.to,
      amount: transfer.amount,
      denom: session.chain.denom,
      fee: BigInt(inDenom?.amount ?? '0'),
      stdFee: fee,
      memo,
    }
  }

  /** Has the wallet sign a prepared transfer, broadcasts it and waits for it; resolves with the hash. */
  async sendPreparedTransfer(transfer: ChainAdapterPreparedTransfer): Promise<string> {
    const prepared = transfer as Partial<PreparedCosmosTransfer>
    if (
      !prepared.stdFee ||
      !prepared.caipNetworkId ||
      !prepared.from ||
      !prepared.to ||
      typeof prepared.amount !== 'bigint'
    )
      throw new CosmosAdapterConfigError('Not a transfer prepared by the Cosmos adapter')
    const session = this.#session(`${prepared.caipNetworkId}:${prepared.from}` as CaipAddress)
    const { msgSend } = await loadClient()
    return this.sendTransaction({
      kind: 'cosmosMessages',
      caipNetworkId: prepared.caipNetworkId,
      messages: [msgSend(session.chain, prepared.from, prepared.to, prepared.amount)],
      fee: prepared.stdFee,
      memo: prepared.memo ?? '',
    })
  }

  /** Sends the native coin: prepare (simulated fee), sign, broadcast; resolves with the hash. */
  async transfer(transfer: ChainAdapterTransfer): Promise<string> {
    return this.sendPreparedTransfer(await this.prepareTransfer(transfer))
  }

  #messagesOf(transaction: ChainTransaction): {
    session: Session
    transaction: CosmosMessagesTransaction
  } {
    if (transaction.kind !== 'cosmosMessages')
      throw new UnsupportedTransactionKindError(transaction.kind)
    return { session: this.#sessionOn(transaction.caipNetworkId), transaction }
  }

  /**
   * Signs and sends `cosmosMessages` (messages, fee, memo) from the connected account on that
   * network; resolves with the transaction hash once included. A refusal by the chain rejects
   * with CosmosBroadcastError carrying its log.
   */
  async sendTransaction(transaction: ChainTransaction): Promise<string> {
    const { session, transaction: tx } = this.#messagesOf(transaction)
    const { sendCosmosMessages } = await loadClient()
    return withCosmosErrors(
      () =>
        sendCosmosMessages(
          session.chain,
          session.wallet.provider.getOfflineSigner(session.chain.chainId),
          session.key.bech32Address,
          tx.messages as EncodeObject[],
          toStdFee(tx.fee),
          tx.memo ?? '',
        ),
      'Failed to send the transaction',
    )
  }

  /** Signs `cosmosMessages` without sending them; resolves with the signed TxRaw, base64. */
  async signTransaction(transaction: ChainTransaction): Promise<string> {
    const { session, transaction: tx } = this.#messagesOf(transaction)
    const { signCosmosMessages } = await loadClient()
    return withCosmosErrors(
      () =>
        signCosmosMessages(
          session.chain,
          session.wallet.provider.getOfflineSigner(session.chain.chainId),
          session.key.bech32Address,
          tx.messages as EncodeObject[],
          toStdFee(tx.fee),
          tx.memo ?? '',
        ),
      'Failed to sign the transaction',
    )
  }

  /** Stops listening to the wallets and forgets the sessions. */
  destroy(): void {
    this.#unwatch()
    this.#sessions.clear()
    this.#listeners.clear()
  }
}

function caipAddressOf(session: Session): CaipAddress {
  return `${session.network.caipNetworkId}:${session.key.bech32Address}` as CaipAddress
}

function toAccount(session: Session): ChainAdapterAccount {
  return {
    caipAddress: caipAddressOf(session),
    purpose: 'eoa',
    publicKey: toBase64(session.key.pubKey),
  }
}

function toStdFee(fee: CosmosMessagesTransaction['fee']): StdFee {
  return { amount: fee.amount.map(({ denom, amount }) => ({ denom, amount })), gas: fee.gas }
}
