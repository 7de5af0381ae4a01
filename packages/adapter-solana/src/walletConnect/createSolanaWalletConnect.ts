import type { CaipNetwork, Connector } from '@appkit/core'
import {
  joinWalletConnectSession,
  type WalletConnectNamespaceSession,
  type WalletConnectParticipant,
  type WalletConnectSessionHost,
} from '@appkit/core/adapter'
import { base58, base64 } from '@scure/base'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { SolanaWalletConnectError } from '../errors/SolanaWalletConnectError'
import { placeSignature } from './placeSignature'
import { solanaWalletConnectNamespace } from './solanaWalletConnectNamespace'

/** The name (and connector id) of the Solana adapter's WalletConnect connector. */
export const SOLANA_WALLET_CONNECT_NAME = 'WalletConnect'

// WalletConnect's blue mark, small and inline (a Wallet Standard wallet needs a data: icon).
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PGNpcmNsZSBjeD0iMTYiIGN5PSIxNiIgcj0iMTYiIGZpbGw9IiMzMzk2ZmYiLz48L3N2Zz4=' as const

/** What the adapter gets: the wallet to list, its connector, and the parts it exposes to core. */
export type SolanaWalletConnect = {
  readonly wallet: Wallet
  readonly connector: Connector
  readonly capability: WalletConnectParticipant
}

type SignedTransactionAnswer = { signature?: string; transaction?: string }

/**
 * The Solana adapter's WalletConnect connector: a Wallet Standard wallet (so the adapter's
 * connect, reconnect, signing and sending paths serve it unchanged) that speaks WalletConnect's
 * solana namespace over the instance's one session. `standard:connect` has the shared client
 * propose the session with every adapter's namespace (`silent`: restore a stored one); the
 * features send `solana_signMessage` (base58 message and signature),
 * `solana_signTransaction` / `solana_signAllTransactions` (base64 transactions) and
 * `solana_signAndSendTransaction` through it. It registers its namespace with `host`.
 */
export function createSolanaWalletConnect(
  host: WalletConnectSessionHost,
  networks: readonly CaipNetwork[],
): SolanaWalletConnect {
  const namespace = solanaWalletConnectNamespace(networks)
  const chains = namespace.chains as `${string}:${string}`[]
  let session: WalletConnectNamespaceSession | undefined
  let accounts: WalletAccount[] = []
  const listeners = new Set<StandardEventsListeners['change']>()
  const features = [
    'solana:signMessage',
    'solana:signTransaction',
    'solana:signAndSendTransaction',
  ] as const

  const toAccounts = (next: WalletConnectNamespaceSession | undefined): WalletAccount[] => {
    const byAddress = new Map<string, `${string}:${string}`[]>()
    for (const caip of next?.accounts ?? []) {
      const [ns, reference, address] = caip.split(':')
      if (!ns || !reference || !address) continue
      const chain = `${ns}:${reference}` as const
      if (!chains.includes(chain)) continue
      byAddress.set(address, [...(byAddress.get(address) ?? []), chain])
    }
    return [...byAddress].map(([address, accountChains]) => ({
      address,
      publicKey: base58.decode(address),
      chains: accountChains,
      features,
    }))
  }
  const live = () => {
    if (!session) throw new SolanaWalletConnectError('No WalletConnect session')
    return session
  }
  const chainOf = (account: WalletAccount, chain?: string) =>
    chain ?? account.chains[0] ?? chains[0] ?? ''
  const request = <T>(method: string, params: unknown, chainId: string) =>
    live().request<T>({ method, params, chainId })
  const signedOf = (wire: Uint8Array, account: WalletAccount, answer: SignedTransactionAnswer) => {
    if (answer.transaction) return base64.decode(answer.transaction)
    if (answer.signature)
      return placeSignature(wire, account.publicKey as Uint8Array, base58.decode(answer.signature))
    throw new SolanaWalletConnectError('The wallet answered without a signed transaction')
  }

  const connect: StandardConnectFeature['standard:connect']['connect'] = async (input) => {
    if (input?.silent) await host.restore()
    else await host.connect()
    return { accounts }
  }
  const signMessage: SolanaSignMessageFeature['solana:signMessage']['signMessage'] = (...inputs) =>
    Promise.all(
      inputs.map(async ({ account, message }) => {
        const { signature } = await request<{ signature: string }>(
          'solana_signMessage',
          { message: base58.encode(message), pubkey: account.address },
          chainOf(account),
        )
        return { signedMessage: message, signature: base58.decode(signature) }
      }),
    )
  const signTransaction: SolanaSignTransactionFeature['solana:signTransaction']['signTransaction'] =
    async (...inputs) => {
      const [first] = inputs
      if (!first) return []
      if (inputs.length === 1) {
        const answer = await request<SignedTransactionAnswer>(
          'solana_signTransaction',
          { transaction: base64.encode(first.transaction), pubkey: first.account.address },
          chainOf(first.account, first.chain),
        )
        return [{ signedTransaction: signedOf(first.transaction, first.account, answer) }]
      }
      const { transactions } = await request<{ transactions: string[] }>(
        'solana_signAllTransactions',
        { transactions: inputs.map((input) => base64.encode(input.transaction)) },
        chainOf(first.account, first.chain),
      )
      if (transactions.length !== inputs.length)
        throw new SolanaWalletConnectError('The wallet signed another number of transactions')
      return transactions.map((signed) => ({ signedTransaction: base64.decode(signed) }))
    }
  const signAndSendTransaction: SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction']['signAndSendTransaction'] =
    (...inputs) =>
      Promise.all(
        inputs.map(async ({ account, chain, transaction, options }) => {
          const { signature } = await request<{ signature: string }>(
            'solana_signAndSendTransaction',
            {
              transaction: base64.encode(transaction),
              pubkey: account.address,
              ...(options ? { sendOptions: options } : {}),
            },
            chainOf(account, chain),
          )
          return { signature: base58.decode(signature) }
        }),
      )

  const wallet: Wallet = {
    version: '1.0.0',
    name: SOLANA_WALLET_CONNECT_NAME,
    icon: ICON,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': { version: '1.0.0', connect },
      'standard:disconnect': { version: '1.0.0', disconnect: () => host.disconnect() },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: StandardEventsListeners['change']) => {
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      'solana:signMessage': { version: '1.0.0', signMessage },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction,
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction,
      },
    } satisfies StandardConnectFeature &
      StandardDisconnectFeature &
      StandardEventsFeature &
      SolanaSignMessageFeature &
      SolanaSignTransactionFeature &
      SolanaSignAndSendTransactionFeature,
  }

  const { capability, connector } = joinWalletConnectSession(host, {
    namespace,
    chain: 'solana',
    name: SOLANA_WALLET_CONNECT_NAME,
    networks: networks.filter((network) => network.chainNamespace === 'solana'),
    provider: wallet,
    onSession: (next) => {
      session = next
      accounts = toAccounts(next)
      for (const listener of listeners) listener({ accounts })
    },
  })
  return { wallet, connector, capability }
}
