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
  RequestPolicy,
} from '@appkit/core/adapter'
import { splitCaipAddress, WalletConnectParticipantAdapter } from '@appkit/core/adapter'
import { getWallets } from '@wallet-standard/app'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { type BitcoinSessionAccount, toAdapterAccounts } from './accounts/toAdapterAccounts'
import type { BitcoinAdapterOptions } from './BitcoinAdapterOptions'
import {
  BitcoinAdapterConfigError,
  BitcoinWalletFeatureMissingError,
  UnsupportedTransactionKindError,
} from './errors/bitcoinErrors'
import { withBitcoinErrors } from './errors/toBitcoinAdapterError'
import { addressFamilyOf, toWalletStandardChain } from './networks/bitcoinNetworks'
import { BITCOIN_REQUEST_POLICY } from './requests/bitcoinRequestPolicy'
import {
  createSatsConnectWallet,
  type SatsConnectWallet,
} from './satsConnect/createSatsConnectWallet'
import { findSatsConnectProviders } from './satsConnect/findSatsConnectProviders'
import type { BitcoinUtxoSource } from './source/BitcoinUtxoSource'
import { createApiUtxoSource } from './source/createApiUtxoSource'
import { selectCoins } from './transfer/selectCoins'
import {
  type BitcoinWalletConnect,
  createBitcoinWalletConnect,
} from './walletConnect/createBitcoinWalletConnect'
import type { BitcoinStandardWallet } from './wallets/BitcoinWalletFeatures'
import type { BitcoinWalletRegistry } from './wallets/BitcoinWalletRegistry'
import { selectBitcoinWallets } from './wallets/selectBitcoinWallets'

type Session = {
  wallet: BitcoinStandardWallet
  caipNetworkId: CaipNetworkId
  accounts: BitcoinSessionAccount[]
  stop: () => void
}

/** A transfer built and priced before signing: its PSBT and the fee the visitor approves. */
export type PreparedBitcoinTransfer = ChainAdapterPreparedTransfer & {
  readonly caipNetworkId: CaipNetworkId
  readonly from: string
  readonly to: string
  readonly amount: bigint
  /** Satoshis left to the miners, computed before signing. */
  readonly fee: bigint
  /** The fee rate used, in sat/vB. */
  readonly feeRate: number
  /** Satoshis paid back to the payment address (0: no change output). */
  readonly change: bigint
  /** The unsigned PSBT, base64 (BIP-174). */
  readonly psbt: string
}

const BTC_ASSET = /^bip122:[0-9a-f]{32}\/slip44:0$/
const loadPsbt = () => import('./transfer/bitcoinPsbt')
const encoder = new TextEncoder()
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/**
 * The Bitcoin adapter (namespace `bip122`): discovers Wallet Standard Bitcoin wallets, connects
 * their payment (P2WPKH) and ordinal (P2TR) accounts (payment active: SPEC's default account type),
 * reads balances from a UTXO source (the project's apps/api), signs messages, and sends BTC as a
 * PSBT it builds (coin selection, fee rate, change back to the payment address), the wallet signs
 * and the source broadcasts. bitcoinjs-lib loads with the first PSBT, not with the adapter.
 *
 * @example
 * const bitcoinAdapter = new BitcoinAdapter({ networks: [bitcoin], apiUrl: 'https://api.my.dapp' })
 * createAppKit({ adapters: [bitcoinAdapter], networks: [bitcoin] })
 */
export class BitcoinAdapter extends WalletConnectParticipantAdapter implements ChainAdapter {
  readonly namespace = 'bip122' as const
  readonly networks: readonly CaipNetwork[]
  /** Reading addresses is safe; signing and sending wait for approval. */
  readonly requestPolicy: RequestPolicy = BITCOIN_REQUEST_POLICY
  readonly #source: BitcoinUtxoSource
  readonly #feeRate: number | undefined
  readonly #registry: BitcoinWalletRegistry
  readonly #excluded: readonly string[]
  readonly #listeners = new Set<ChainAdapterListener>()
  readonly #sessions = new Map<string, Session>()
  readonly #unwatch: () => void
  readonly #walletConnect: BitcoinWalletConnect | undefined
  readonly #satsConnect: boolean
  /** The sats-connect wallets wrapped so far, by provider id (one wrapper per wallet). */
  readonly #satsConnectWallets = new Map<string, SatsConnectWallet>()

  constructor(options: BitcoinAdapterOptions) {
    super()
    this.networks = options.networks.filter(
      (network) =>
        network.chainNamespace === 'bip122' && toWalletStandardChain(network.caipNetworkId),
    )
    if (options.utxoSource) this.#source = options.utxoSource
    else if (options.apiUrl)
      this.#source = createApiUtxoSource({
        url: options.apiUrl,
        projectId: options.projectId,
        fetch: options.fetch,
      })
    else throw new BitcoinAdapterConfigError('The Bitcoin adapter needs `apiUrl` or `utxoSource`')
    if (options.feeRate !== undefined && !(options.feeRate > 0))
      throw new BitcoinAdapterConfigError(`Invalid fee rate: ${options.feeRate} sat/vB`)
    this.#feeRate = options.feeRate
    this.#registry = options.wallets ?? getWallets()
    this.#excluded = options.excludeWalletNames ?? []
    this.#satsConnect = options.satsConnect ?? true
    const changed = () =>
      this.#emit({ type: 'connectorsChanged', connectors: this.getConnectors() })
    const offRegister = this.#registry.on('register', changed)
    const offUnregister = this.#registry.on('unregister', changed)
    this.#unwatch = () => {
      offRegister()
      offUnregister()
    }
    this.#walletConnect = options.walletConnect
      ? createBitcoinWalletConnect(options.walletConnect, this.networks, options.apiUrl)
      : undefined
    // With the `walletConnect` option: the shared session's members (core's WalletConnectParticipant).
    this.joinWalletConnect(this.#walletConnect?.capability)
  }

  #emit(event: ChainAdapterEvent): void {
    for (const listener of this.#listeners) listener(event)
  }

  #wallets(): BitcoinStandardWallet[] {
    const found: BitcoinStandardWallet[] = selectBitcoinWallets(
      this.#registry.get(),
      this.#excluded,
    )
    if (this.#satsConnect) found.push(...this.#satsConnectWalletsBeside(found))
    return this.#walletConnect ? [...found, this.#walletConnect.wallet] : found
  }
  /**
   * The sats-connect wallets of the page (`window.btc_providers`), wrapped once each; none named
   * as a Wallet Standard wallet already found (that one is used) or excluded.
   */
  #satsConnectWalletsBeside(standard: readonly BitcoinStandardWallet[]): SatsConnectWallet[] {
    const taken = new Set([
      ...standard.map((wallet) => wallet.name.toLowerCase()),
      ...this.#excluded.map((name) => name.toLowerCase()),
    ])
    const chains = this.networks
      .map((network) => toWalletStandardChain(network.caipNetworkId))
      .filter((chain): chain is `bitcoin:${string}` => chain !== undefined)
    const wallets: SatsConnectWallet[] = []
    for (const found of findSatsConnectProviders()) {
      const name = found.info.name.toLowerCase()
      if (taken.has(name)) continue
      taken.add(name)
      let wallet = this.#satsConnectWallets.get(found.info.id)
      if (!wallet) {
        wallet = createSatsConnectWallet(found, chains)
        this.#satsConnectWallets.set(found.info.id, wallet)
      }
      wallets.push(wallet)
    }
    return wallets
  }

  #wallet(connectorId: string): BitcoinStandardWallet {
    const wallet = this.#wallets().find((candidate) => candidate.name === connectorId)
    if (!wallet) throw new ConnectorNotFoundForConnectionError({ details: connectorId })
    return wallet
  }

  #networksOf(wallet: BitcoinStandardWallet): CaipNetwork[] {
    return this.networks.filter((network) =>
      wallet.chains.includes(toWalletStandardChain(network.caipNetworkId) as `${string}:${string}`),
    )
  }

  /** The network to connect on: the one asked (SPEC: the connector must support it), else the first the wallet supports. */
  #pickNetwork(wallet: BitcoinStandardWallet, caipNetworkId?: CaipNetworkId): CaipNetwork {
    const supported = this.#networksOf(wallet)
    const network = caipNetworkId
      ? supported.find((candidate) => candidate.caipNetworkId === caipNetworkId)
      : supported[0]
    if (!network)
      throw new ConnectorChainsNotSupportedError({ details: caipNetworkId ?? wallet.name })
    return network
  }

  #session(caipAddress: CaipAddress): { session: Session; account: BitcoinSessionAccount } {
    for (const session of this.#sessions.values()) {
      const account = session.accounts.find((candidate) => candidate.caipAddress === caipAddress)
      if (account) return { session, account }
    }
    throw new NoActiveCaipAddressError({ details: caipAddress })
  }

  #start(
    connectorId: string,
    wallet: BitcoinStandardWallet,
    caipNetworkId: CaipNetworkId,
    accounts: BitcoinSessionAccount[],
  ): ChainAdapterConnectResult {
    this.#sessions.get(connectorId)?.stop()
    const events = (wallet.features as Partial<StandardEventsFeature>)['standard:events']
    const stop =
      events?.on('change', (properties) => {
        if (!properties.accounts) return
        const session = this.#sessions.get(connectorId)
        if (!session) return
        session.accounts = toAdapterAccounts(properties.accounts, caipNetworkId)
        this.#emit({
          type: 'accountsChanged',
          connectorId,
          accounts: session.accounts.map(toPublic),
        })
        if (session.accounts.length === 0) {
          session.stop()
          this.#sessions.delete(connectorId)
          this.#emit({ type: 'disconnect', connectorId })
        }
      }) ?? (() => {})
    this.#sessions.set(connectorId, { wallet, caipNetworkId, accounts, stop })
    const active = accounts.find((account) => account.purpose === 'payment') ?? accounts[0]
    if (!active) throw new NoActiveCaipAddressError({ details: wallet.name })
    return { caipAddress: active.caipAddress, accounts: accounts.map(toPublic) }
  }

  /** The connectors: one per Wallet Standard Bitcoin wallet (deduplicated by name, exclusions applied). */
  getConnectors(): readonly Connector[] {
    return this.#wallets().map((wallet) =>
      wallet === this.#walletConnect?.wallet
        ? this.#walletConnect.connector
        : this.#connectorOf(wallet),
    )
  }

  #connectorOf(wallet: BitcoinStandardWallet): Connector {
    return {
      id: wallet.name,
      type: 'ANNOUNCED',
      name: wallet.name,
      ...(/^data:image\/(svg\+xml|png|webp|gif);base64,/.test(wallet.icon)
        ? { imageUrl: wallet.icon }
        : {}),
      chain: 'bip122',
      chains: this.#networksOf(wallet),
      provider: wallet,
    }
  }

  /** Reports accountsChanged, disconnect and connectorsChanged (a wallet registered) to `listener`. */
  subscribe(listener: ChainAdapterListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /**
   * Connects the wallet `connectorId` on `caipNetworkId` (or the first network it supports) and
   * asks for its payment and ordinal accounts; the payment account is the active one. A wallet
   * that does not support the network throws 'The connector does not support any of the
   * requested chains'; a refusal throws core's UserRejectedRequestError.
   */
  async connect(params: {
    connectorId: string
    caipNetworkId?: CaipNetworkId
  }): Promise<ChainAdapterConnectResult> {
    const wallet = this.#wallet(params.connectorId)
    const network = this.#pickNetwork(wallet, params.caipNetworkId)
    const bitcoinConnect = wallet.features['bitcoin:connect']
    const standardConnect = (wallet.features as Partial<StandardConnectFeature>)['standard:connect']
    const accounts = await withBitcoinErrors(async () => {
      if (bitcoinConnect) {
        const purposes = ['payment', 'ordinals'] as const
        const result = await bitcoinConnect.connect({ purposes })
        this.#assertOnNetwork(wallet, result.accounts, network.caipNetworkId)
        return toAdapterAccounts(result.accounts, network.caipNetworkId, purposes)
      }
      if (!standardConnect) throw new BitcoinWalletFeatureMissingError('bitcoin:connect')
      const result = await standardConnect.connect()
      return toAdapterAccounts(result.accounts, network.caipNetworkId)
    }, 'Failed to connect')
    return this.#start(params.connectorId, wallet, network.caipNetworkId, accounts)
  }

  /**
   * A sats-connect wallet does not say its network before connecting: its accounts' bech32
   * prefix must be the asked network's (`bcrt1` on regtest), else SPEC's 'The connector does not
   * support any of the requested chains'.
   */
  #assertOnNetwork(
    wallet: BitcoinStandardWallet,
    accounts: readonly { address: string }[],
    caipNetworkId: CaipNetworkId,
  ): void {
    if (!('satsConnectId' in wallet)) return
    const prefix = `${addressFamilyOf(caipNetworkId)?.bech32}1`
    const other = accounts.find(
      (account) =>
        /^(bc|tb|bcrt)1/i.test(account.address) &&
        !account.address.toLowerCase().startsWith(prefix),
    )
    if (other)
      throw new ConnectorChainsNotSupportedError({ details: `${wallet.name}: ${other.address}` })
  }

  /**
   * Restores a connection the wallet still authorises (after a reload), without a prompt: the
   * wallet's silent `standard:connect`; undefined when it no longer authorises this site or is gone.
   */
  async reconnect(params: { connectorId: string }): Promise<ChainAdapterConnectResult | undefined> {
    const wallet = this.#wallets().find((candidate) => candidate.name === params.connectorId)
    if (!wallet) return undefined
    const network = this.#networksOf(wallet)[0]
    if (!network) return undefined
    const standardConnect = (wallet.features as Partial<StandardConnectFeature>)['standard:connect']
    const walletAccounts = standardConnect
      ? (await withBitcoinErrors(() => standardConnect.connect({ silent: true }))).accounts
      : wallet.accounts
    const accounts = toAdapterAccounts(walletAccounts, network.caipNetworkId)
    if (accounts.length === 0) return undefined
    return this.#start(params.connectorId, wallet, network.caipNetworkId, accounts)
  }

  /** Disconnects the wallet `connectorId` (or every connected one) and forgets its accounts. */
  async disconnect(params: { connectorId?: string } = {}): Promise<void> {
    const ids = params.connectorId ? [params.connectorId] : [...this.#sessions.keys()]
    for (const connectorId of ids) {
      const session = this.#sessions.get(connectorId)
      if (!session) continue
      session.stop()
      this.#sessions.delete(connectorId)
      const disconnect = (session.wallet.features as Partial<StandardDisconnectFeature>)[
        'standard:disconnect'
      ]
      if (disconnect) await withBitcoinErrors(() => disconnect.disconnect(), 'Failed to disconnect')
      this.#emit({ type: 'disconnect', connectorId })
    }
  }

  /** The payment and ordinal accounts of `connectorId` ([] when it is not connected). */
  async getAccounts(params: { connectorId: string }): Promise<readonly ChainAdapterAccount[]> {
    return (this.#sessions.get(params.connectorId)?.accounts ?? []).map(toPublic)
  }

  /** The BTC balance of an address (confirmed plus mempool), from the UTXO source. */
  async getBalance(params: { caipAddress: CaipAddress }): Promise<ChainAdapterBalance> {
    const { caipNetworkId, address } = splitCaipAddress(params.caipAddress)
    const sats = await this.#source.getBalance(address, caipNetworkId)
    const network = this.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    return { balance: formatUnits(sats, 8), symbol: network?.nativeCurrency.symbol ?? 'BTC' }
  }

  /** Signs `message` with the account (BIP-322 simple for segwit and taproot); base64 signature. */
  async signMessage(params: { message: string; caipAddress: CaipAddress }): Promise<string> {
    const { session, account } = this.#session(params.caipAddress)
    const feature = session.wallet.features['bitcoin:signMessage']
    if (!feature) throw new BitcoinWalletFeatureMissingError('bitcoin:signMessage')
    const [signed] = await withBitcoinErrors(
      () =>
        feature.signMessage({
          account: account.walletAccount,
          message: encoder.encode(params.message),
        }),
      'Failed to sign the message',
    )
    if (!signed) throw new BitcoinWalletFeatureMissingError('bitcoin:signMessage')
    return toBase64(signed.signature)
  }

  /**
   * Builds and prices a BTC transfer from the payment account without signing it: the UTXOs of
   * the source, the fee rate of the options or of the source (the node), coins picked to cover
   * amount and fee, change back to the payment address. The fee is known here, before signing.
   */
  async prepareTransfer(transfer: ChainAdapterTransfer): Promise<PreparedBitcoinTransfer> {
    const { caipNetworkId, address: from } = splitCaipAddress(transfer.from)
    if (!BTC_ASSET.test(transfer.asset) || !transfer.asset.startsWith(`${caipNetworkId}/`))
      throw new UnsupportedAssetError({ details: transfer.asset })
    const family = addressFamilyOf(caipNetworkId)
    if (!family) throw new ConnectorChainsNotSupportedError({ details: caipNetworkId })
    const { session, account } = this.#session(transfer.from)
    if (account.purpose !== 'payment')
      throw new BitcoinAdapterConfigError('BTC is sent from the payment account only')
    const [{ buildTransferPsbt, toOutputScript }, utxos, feeRate] = await Promise.all([
      loadPsbt(),
      this.#source.getUtxos(from, caipNetworkId),
      this.#feeRate ?? this.#source.getFeeRate(caipNetworkId),
    ])
    const selection = selectCoins({
      utxos,
      amount: transfer.amount,
      feeRate,
      recipientScriptLength: toOutputScript(transfer.to, family).length,
      changeScriptLength: toOutputScript(from, family).length,
    })
    const psbt = buildTransferPsbt({
      from,
      to: transfer.to,
      amount: transfer.amount,
      change: selection.change,
      inputs: selection.inputs,
      family,
    })
    return {
      caipNetworkId: session.caipNetworkId,
      from,
      to: transfer.to,
      amount: transfer.amount,
      fee: selection.fee,
      feeRate,
      change: selection.change,
      psbt,
    }
  }

  /**
   * Has the wallet sign a transfer from {@link BitcoinAdapter.prepareTransfer}, then finalizes and
   * broadcasts it; resolves with the txid.
   */
  async sendPreparedTransfer(transfer: ChainAdapterPreparedTransfer): Promise<string> {
    const prepared = transfer as Partial<PreparedBitcoinTransfer>
    if (typeof prepared.psbt !== 'string' || !prepared.caipNetworkId)
      throw new BitcoinAdapterConfigError('Not a transfer prepared by the Bitcoin adapter')
    return this.sendTransaction({
      kind: 'psbt',
      caipNetworkId: prepared.caipNetworkId,
      psbt: prepared.psbt,
    })
  }

  /**
   * Sends BTC (`bip122:…/slip44:0`) from the payment account: prepare, sign, broadcast; resolves
   * with the txid. A wallet that sends transfers itself (WalletConnect's `sendTransfer`) builds,
   * signs and broadcasts it with its own coins and fee.
   */
  async transfer(transfer: ChainAdapterTransfer): Promise<string> {
    const { caipNetworkId } = splitCaipAddress(transfer.from)
    const { session, account } = this.#session(transfer.from)
    const send = session.wallet.features['bitcoin:sendTransfer']
    if (send && BTC_ASSET.test(transfer.asset) && transfer.asset.startsWith(`${caipNetworkId}/`)) {
      const { txid } = await withBitcoinErrors(
        () =>
          send.sendTransfer({
            account: account.walletAccount,
            recipientAddress: transfer.to,
            amount: transfer.amount,
          }),
        'Failed to send the transfer',
      )
      return txid
    }
    return this.sendPreparedTransfer(await this.prepareTransfer(transfer))
  }

  /**
   * Has the wallet sign every input of a `psbt` transaction that spends a connected account's
   * output; resolves with the signed PSBT (base64), not finalized.
   */
  async signTransaction(transaction: ChainTransaction): Promise<string> {
    if (transaction.kind !== 'psbt') throw new UnsupportedTransactionKindError(transaction.kind)
    const family = addressFamilyOf(transaction.caipNetworkId)
    const chain = toWalletStandardChain(transaction.caipNetworkId)
    const session = [...this.#sessions.values()].find(
      (candidate) => candidate.caipNetworkId === transaction.caipNetworkId,
    )
    if (!family || !chain || !session)
      throw new NoActiveCaipAddressError({ details: transaction.caipNetworkId })
    const feature = session.wallet.features['bitcoin:signTransaction']
    if (!feature) throw new BitcoinWalletFeatureMissingError('bitcoin:signTransaction')
    const psbt = await loadPsbt()
    const byAddress = new Map(
      session.accounts.map((account) => [
        splitCaipAddress(account.caipAddress).address,
        account.walletAccount,
      ]),
    )
    const inputsToSign = psbt
      .inputsToSignOf(transaction.psbt, [...byAddress.keys()], family)
      .map(({ address, signingIndexes }) => ({
        account: byAddress.get(address)!,
        signingIndexes,
      }))
    const [signed] = await withBitcoinErrors(
      () =>
        feature.signTransaction({ psbt: psbt.psbtToBytes(transaction.psbt), chain, inputsToSign }),
      'Failed to sign the transaction',
    )
    if (!signed) throw new BitcoinWalletFeatureMissingError('bitcoin:signTransaction')
    return psbt.psbtFromBytes(signed.signedPsbt)
  }

  /**
   * Signs a `psbt` transaction with the wallet, finalizes it and broadcasts it through the UTXO
   * source; resolves with the txid. A transaction the node refuses rejects with
   * BitcoinBroadcastError carrying the node's reason.
   */
  async sendTransaction(transaction: ChainTransaction): Promise<string> {
    const signed = await this.signTransaction(transaction)
    const { finalizePsbt } = await loadPsbt()
    const { hex } = finalizePsbt(signed)
    return this.#source.broadcast(hex, transaction.caipNetworkId)
  }

  /** Stops watching the wallet registry and the connected wallets' events. */
  destroy(): void {
    this.#unwatch()
    for (const session of this.#sessions.values()) session.stop()
    this.#sessions.clear()
    this.#listeners.clear()
  }
}

function toPublic(account: BitcoinSessionAccount): ChainAdapterAccount {
  const { walletAccount: _walletAccount, ...rest } = account
  return rest
}
