import {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  ConnectorNotFoundForConnectionError,
  createLocalStorageBackend,
  createMemoryBackend,
  NetworkNotFoundError,
  parseCaipAddress,
  type StorageBackend,
  UnsupportedAssetError,
} from '@appkit/core'
import {
  type ChainAdapter,
  type ChainAdapterAccount,
  type ChainAdapterCapabilities,
  type ChainAdapterConnectResult,
  type ChainAdapterEvent,
  type ChainAdapterListener,
  type ChainAdapterTransfer,
  type ChainTransaction,
  type EmbeddedWalletCapability,
  parseCaip19AssetId,
  STORAGE_KEY_PREFIX,
  type WalletConnectParticipant,
} from '@appkit/core/adapter'
import { base58, base64 } from '@scure/base'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { confirmSignature } from './chain/confirmSignature'
import { formatUnits } from './chain/formatUnits'
import { readLamports } from './chain/readLamports'
import { readTokenAmount } from './chain/readTokenAmount'
import { selectSolanaWallets } from './discovery/selectSolanaWallets'
import { toSolanaConnector } from './discovery/toSolanaConnector'
import type { WalletsApi } from './discovery/WalletsApi'
import {
  createEmbeddedSolanaWallet,
  type EmbeddedSolanaWallet,
} from './embedded/createEmbeddedSolanaWallet'
import { toEmbeddedConnector } from './embedded/toEmbeddedConnector'
import { SolanaAdapterConfigError } from './errors/SolanaAdapterConfigError'
import { toSolanaAdapterError } from './errors/toSolanaAdapterError'
import { UnsupportedTransactionKindError } from './errors/UnsupportedTransactionKindError'
import { toCommitmentLevel } from './network/preflightCommitment'
import { rpcUrlOf } from './network/rpcUrlOf'
import { solanaRequestPolicy } from './requests/solanaRequestPolicy'
import type { SolanaAdapterOptions } from './SolanaAdapterOptions'
import { toAdapterAccount } from './wallet/toAdapterAccount'
import { walletFeature } from './wallet/walletFeature'
import { createSolanaWalletConnect } from './walletConnect/createSolanaWalletConnect'

/** The storage key (after core's prefix) of the connected wallet, for the reconnect. */
export const SOLANA_WALLET_STORAGE_KEY = `${STORAGE_KEY_PREFIX}solana_wallet`

/** An SPL token balance the adapter read (`amount` in base units). */
export type SolanaTokenBalance = { balance: string; amount: bigint; decimals: number }

/**
 * The Solana adapter: core's contract with the transfer, sendTransaction and signTransaction
 * capabilities (no switchNetwork: each Solana network is one the dapp configures), plus an SPL
 * balance read; the embedded wallet (e-mail and social login) is served as its AUTH connector.
 */
export type SolanaAdapter = ChainAdapter &
  EmbeddedWalletCapability &
  Required<Pick<ChainAdapterCapabilities, 'transfer' | 'sendTransaction' | 'signTransaction'>> & {
    /** The balance of the CAIP-19 token `asset` (`solana:…/token:<mint>`) held by `caipAddress`. */
    getTokenBalance(params: {
      caipAddress: CaipAddress
      asset: string
    }): Promise<SolanaTokenBalance>
    /**
     * Signs several `solanaTransaction`s in one wallet request (`solana_signAllTransactions`);
     * resolves with the signed forms (base64), in order.
     */
    signAllTransactions(transactions: readonly ChainTransaction[]): Promise<string[]>
  } & Partial<WalletConnectParticipant>

type Connection = {
  wallet: Wallet
  caipNetworkId: CaipNetworkId
  accounts: readonly WalletAccount[]
  stop: () => void
}

type StoredWallet = { name: string; caipNetworkId: CaipNetworkId }

function defaultStorage(): StorageBackend {
  return typeof globalThis.localStorage === 'undefined'
    ? createMemoryBackend()
    : createLocalStorageBackend()
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toSolanaAdapterError(error)
  }
}

/**
 * Creates the Solana adapter: Wallet Standard wallets (deduplicated by name, `excludeWallets`
 * left out) become connectors; connect, reconnect after a reload (the wallet's name is kept in
 * `storage`), balances over JSON-RPC, message signing, SOL and SPL transfers and serialized
 * transactions through the wallet. `@solana/web3.js` and `@solana/spl-token` load only when a
 * transfer is built. A wallet's refusal reaches core as its UserRejectedRequestError.
 */
export function createSolanaAdapter(options: SolanaAdapterOptions): SolanaAdapter {
  const networks = options.networks.filter((network) => network.chainNamespace === 'solana')
  if (networks.length === 0)
    throw new SolanaAdapterConfigError('The Solana adapter needs at least one solana network')
  const commitment = toCommitmentLevel(options.preflightCommitment ?? 'confirmed')
  const preflightCommitment = commitment
  const storage = options.storage ?? defaultStorage()
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const excludeWallets = options.excludeWallets ?? []
  const reconnectWaitMs = options.reconnectWaitMs ?? 1500
  let registry: WalletsApi | undefined = options.wallets
  const listeners = new Set<ChainAdapterListener>()
  let connection: Connection | undefined
  let stopRegistry: (() => void) | undefined
  // With the `walletConnect` option: one more wallet, the shared WalletConnect session.
  const walletConnect = options.walletConnect
    ? createSolanaWalletConnect(options.walletConnect, networks)
    : undefined
  let embedded: EmbeddedSolanaWallet | undefined

  const emit = (event: ChainAdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const wallets = () => {
    registry ??= getWallets()
    const found = selectSolanaWallets(registry.get(), excludeWallets)
    return walletConnect ? [...found, walletConnect.wallet] : found
  }
  // The announced wallets, then the embedded one once a login served it (never announced).
  const knownWallets = (): Wallet[] => (embedded ? [...wallets(), embedded] : wallets())
  const getConnectors = () => [
    ...wallets().map((wallet) =>
      wallet === walletConnect?.wallet
        ? walletConnect.connector
        : toSolanaConnector(wallet, networks),
    ),
    ...(embedded ? [toEmbeddedConnector(embedded, networks)] : []),
  ]
  const networkOf = (caipNetworkId: string): CaipNetwork => {
    const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    if (!network) throw new NetworkNotFoundError({ details: caipNetworkId })
    return network
  }
  const accountsOf = (current: Connection): ChainAdapterAccount[] =>
    current.accounts.map((account) => toAdapterAccount(account, current.caipNetworkId))
  const readStored = (): StoredWallet | undefined => {
    try {
      const value = JSON.parse(storage.getItem(SOLANA_WALLET_STORAGE_KEY) ?? 'null')
      return typeof value?.name === 'string' && typeof value.caipNetworkId === 'string'
        ? value
        : undefined
    } catch {
      return undefined
    }
  }
  const findWallet = (connectorId: string) => {
    const wallet = knownWallets().find((candidate) => candidate.name === connectorId)
    if (!wallet) throw new ConnectorNotFoundForConnectionError({ details: connectorId })
    return wallet
  }
  const pickNetwork = (wallet: Wallet, wanted: string | undefined): CaipNetworkId => {
    if (wanted) return networkOf(wanted).caipNetworkId
    const served = networks.find((network) =>
      wallet.chains.includes(network.caipNetworkId as `${string}:${string}`),
    )
    return (served ?? networks[0]!).caipNetworkId
  }
  const forget = () => {
    connection?.stop()
    connection = undefined
    storage.removeItem(SOLANA_WALLET_STORAGE_KEY)
  }
  const establish = (
    wallet: Wallet,
    caipNetworkId: CaipNetworkId,
    accounts: readonly WalletAccount[],
  ): ChainAdapterConnectResult => {
    connection?.stop()
    const events = (wallet.features as Partial<StandardEventsFeature>)['standard:events']
    const current: Connection = {
      wallet,
      caipNetworkId,
      accounts,
      stop: events
        ? events.on('change', (change) => {
            if (!change.accounts || connection !== current) return
            current.accounts = change.accounts
            if (change.accounts.length === 0) {
              forget()
              emit({ type: 'disconnect', connectorId: wallet.name })
            } else
              emit({
                type: 'accountsChanged',
                connectorId: wallet.name,
                accounts: accountsOf(current),
              })
          })
        : () => undefined,
    }
    connection = current
    storage.setItem(SOLANA_WALLET_STORAGE_KEY, JSON.stringify({ name: wallet.name, caipNetworkId }))
    const all = accountsOf(current)
    return { caipAddress: all[0]!.caipAddress, accounts: all }
  }
  const accountFor = (caipAddress: string): { current: Connection; account: WalletAccount } => {
    const { address } = parseCaipAddress(caipAddress)
    const current = connection
    const account = current?.accounts.find((candidate) => candidate.address === address)
    if (!current || !account)
      throw new ConnectorNotFoundForConnectionError({
        details: `No connected wallet holds ${caipAddress}`,
      })
    return { current, account }
  }
  const sendWire = async (caipAddress: string, caipNetworkId: string, wire: Uint8Array) => {
    const { current, account } = accountFor(caipAddress)
    const rpcUrl = rpcUrlOf(networkOf(caipNetworkId))
    const feature = walletFeature<
      SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction']
    >(current.wallet, 'solana:signAndSendTransaction')
    const [output] = await feature.signAndSendTransaction({
      account,
      chain: caipNetworkId as `${string}:${string}`,
      transaction: wire,
      options: { preflightCommitment },
    })
    const signature = base58.encode(output!.signature as Uint8Array)
    await confirmSignature(fetchFn, rpcUrl, signature, commitment)
    return signature
  }
  const solanaWire = (transaction: ChainTransaction) => {
    if (transaction.kind !== 'solanaTransaction')
      throw new UnsupportedTransactionKindError(transaction.kind)
    return {
      caipNetworkId: transaction.caipNetworkId,
      wire: base64.decode(transaction.transaction),
    }
  }

  // A wallet extension may register after the page's script asked to reconnect: wait a little.
  const waitForWallet = (name: string) =>
    new Promise<Wallet | undefined>((resolve) => {
      const find = () => knownWallets().find((candidate) => candidate.name === name)
      const found = find()
      if (found || reconnectWaitMs <= 0) return resolve(found)
      registry ??= getWallets()
      const done = (wallet: Wallet | undefined) => {
        clearTimeout(timer)
        off()
        resolve(wallet)
      }
      const off = registry.on('register', () => {
        const late = find()
        if (late) done(late)
      })
      const timer = setTimeout(() => done(undefined), reconnectWaitMs)
    })

  const signAll = (transactions: readonly ChainTransaction[]) =>
    guarded(async () => {
      const wires = transactions.map(solanaWire)
      const current = connection
      if (!current) throw new ConnectorNotFoundForConnectionError({ details: 'Not connected' })
      const feature = walletFeature<SolanaSignTransactionFeature['solana:signTransaction']>(
        current.wallet,
        'solana:signTransaction',
      )
      const inputs = wires.map(({ caipNetworkId, wire }) => ({
        account: accountFor(`${caipNetworkId}:${current.accounts[0]!.address}`).account,
        chain: caipNetworkId as `${string}:${string}`,
        transaction: wire,
        options: { preflightCommitment },
      }))
      const outputs = await feature.signTransaction(...inputs)
      return outputs.map((output) => base64.encode(output.signedTransaction as Uint8Array))
    })

  return {
    ...walletConnect?.capability,
    namespace: 'solana',
    networks,
    requestPolicy: solanaRequestPolicy,
    getConnectors,
    subscribe(listener) {
      listeners.add(listener)
      if (!stopRegistry) {
        registry ??= getWallets()
        const changed = () => emit({ type: 'connectorsChanged', connectors: getConnectors() })
        const offRegister = registry.on('register', changed)
        const offUnregister = registry.on('unregister', changed)
        stopRegistry = () => {
          offRegister()
          offUnregister()
        }
      }
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          stopRegistry?.()
          stopRegistry = undefined
        }
      }
    },
    connect: ({ connectorId, caipNetworkId }) =>
      guarded(async () => {
        const wallet = findWallet(connectorId)
        const chain = pickNetwork(wallet, caipNetworkId)
        const connect = walletFeature<StandardConnectFeature['standard:connect']>(
          wallet,
          'standard:connect',
        )
        const { accounts } = await connect.connect()
        if (accounts.length === 0)
          throw new ConnectorNotFoundForConnectionError({
            details: `${wallet.name} shared no account`,
          })
        return establish(wallet, chain, accounts)
      }),
    reconnect: ({ connectorId }) =>
      guarded(async () => {
        const stored = readStored()
        if (!stored || stored.name !== connectorId) return undefined
        if (!networks.some((network) => network.caipNetworkId === stored.caipNetworkId))
          return undefined
        const wallet = await waitForWallet(connectorId)
        if (!wallet) return undefined
        const connect = walletFeature<StandardConnectFeature['standard:connect']>(
          wallet,
          'standard:connect',
        )
        const { accounts } = await connect.connect({ silent: true })
        if (accounts.length === 0) {
          storage.removeItem(SOLANA_WALLET_STORAGE_KEY)
          return undefined
        }
        return establish(wallet, stored.caipNetworkId, accounts)
      }),
    disconnect: (params) =>
      guarded(async () => {
        const current = connection
        if (!current || (params?.connectorId && params.connectorId !== current.wallet.name)) return
        forget()
        const disconnect = (current.wallet.features as Partial<StandardDisconnectFeature>)[
          'standard:disconnect'
        ]
        await disconnect?.disconnect()
        emit({ type: 'disconnect', connectorId: current.wallet.name })
      }),
    getAccounts: async ({ connectorId }) =>
      connection && connection.wallet.name === connectorId ? accountsOf(connection) : [],
    getBalance: ({ caipAddress }) =>
      guarded(async () => {
        const { namespace, reference, address } = parseCaipAddress(caipAddress)
        const caipNetwork = networkOf(`${namespace}:${reference}`)
        if (options.getBalance) return options.getBalance({ caipAddress, caipNetwork })
        const lamports = await readLamports(fetchFn, rpcUrlOf(caipNetwork), address, commitment)
        const { decimals, symbol } = caipNetwork.nativeCurrency
        return { balance: formatUnits(lamports, decimals), symbol }
      }),
    getTokenBalance: ({ caipAddress, asset }) =>
      guarded(async () => {
        const { namespace, reference, address } = parseCaipAddress(caipAddress)
        const parsed = parseCaip19AssetId(asset)
        if (
          parsed.assetNamespace !== 'token' ||
          parsed.caipNetworkId !== `${namespace}:${reference}`
        )
          throw new UnsupportedAssetError({ details: asset })
        const rpcUrl = rpcUrlOf(networkOf(parsed.caipNetworkId))
        const read = await readTokenAmount(fetchFn, rpcUrl, address, parsed.reference, commitment)
        const decimals = read.decimals ?? 0
        return { balance: formatUnits(read.amount, decimals), amount: read.amount, decimals }
      }),
    signMessage: ({ message, caipAddress }) =>
      guarded(async () => {
        const { current, account } = accountFor(caipAddress)
        const feature = walletFeature<SolanaSignMessageFeature['solana:signMessage']>(
          current.wallet,
          'solana:signMessage',
        )
        const [output] = await feature.signMessage({
          account,
          message: new TextEncoder().encode(message),
        })
        return base58.encode(output!.signature as Uint8Array)
      }),
    transfer: (transfer: ChainAdapterTransfer) =>
      guarded(async () => {
        const parsed = parseCaip19AssetId(transfer.asset)
        const { namespace, reference, address } = parseCaipAddress(transfer.from)
        if (
          parsed.caipNetworkId !== `${namespace}:${reference}` ||
          !(parsed.native || parsed.assetNamespace === 'token')
        )
          throw new UnsupportedAssetError({ details: transfer.asset })
        const rpcUrl = rpcUrlOf(networkOf(parsed.caipNetworkId))
        const { buildTransferTransaction } = await import('./chain/buildTransferTransaction')
        const wire = await buildTransferTransaction({
          rpcUrl,
          commitment,
          from: address,
          to: transfer.to,
          amount: transfer.amount,
          mint: parsed.native ? undefined : parsed.reference,
        })
        return sendWire(transfer.from, parsed.caipNetworkId, wire)
      }),
    sendTransaction: (transaction) =>
      guarded(async () => {
        const { caipNetworkId, wire } = solanaWire(transaction)
        const current = connection
        if (!current) throw new ConnectorNotFoundForConnectionError({ details: 'Not connected' })
        return sendWire(`${caipNetworkId}:${current.accounts[0]!.address}`, caipNetworkId, wire)
      }),
    signTransaction: async (transaction) => {
      const [signed] = await signAll([transaction])
      return signed!
    },
    signAllTransactions: (transactions) => signAll(transactions),
    setEmbeddedWallet: async (session) => {
      if (embedded) return embedded.setSession(session)
      const chains = networks.map((network) => network.caipNetworkId as `${string}:${string}`)
      embedded = createEmbeddedSolanaWallet(session, chains)
      emit({ type: 'connectorsChanged', connectors: getConnectors() })
    },
  }
}
