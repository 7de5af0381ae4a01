import { AUTH_CONNECTOR_ID, type EmbeddedWalletSession } from '@appkit/core/adapter'
import { base58, base64 } from '@scure/base'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'

const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PHJlY3Qgd2lkdGg9IjI0IiBoZWlnaHQ9IjI0IiByeD0iNiIgZmlsbD0iIzQ3NTU2OSIvPjxwYXRoIGQ9Ik01IDhsNyA1IDctNXY4SDV6IiBmaWxsPSJub25lIiBzdHJva2U9IndoaXRlIiBzdHJva2Utd2lkdGg9IjEuNSIvPjwvc3ZnPg=='

const FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

/** The embedded wallet as a Wallet Standard wallet, re-pointable at a new frame session. */
export type EmbeddedSolanaWallet = Wallet & {
  readonly features: StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
  /** Serves `session` from now on (a new login in the same page, or the restored one). */
  setSession(session: EmbeddedWalletSession): void
}

function read(answer: unknown, name: string): string {
  const value = (answer as Record<string, unknown> | null | undefined)?.[name]
  if (typeof value !== 'string') throw new Error(`The embedded wallet answered no ${name}`)
  return value
}

/**
 * Wraps core's embedded wallet session (the frame, which signs server side) in a Wallet Standard
 * wallet named AUTH_CONNECTOR_ID, so the adapter connects and signs with it as with any Solana
 * wallet: each feature is one frame request in WalletConnect's solana shapes
 * (`solana_signMessage` `{ message, pubkey }`, `solana_signTransaction` or
 * `solana_signAllTransactions` with base64 transactions, `solana_signAndSendTransaction` with
 * its preflight commitment). Disconnect signs out of the frame.
 */
export function createEmbeddedSolanaWallet(
  initial: EmbeddedWalletSession,
  chains: readonly IdentifierString[],
): EmbeddedSolanaWallet {
  let session = initial
  const listeners = new Set<StandardEventsListeners['change']>()
  const accountOf = (address: string): WalletAccount => ({
    address,
    publicKey: base58.decode(address),
    chains: [...chains],
    features: [...FEATURES],
  })
  let account = accountOf(session.address)

  const signMessage = async (...inputs: readonly SolanaSignMessageInput[]) =>
    Promise.all(
      inputs.map(async (input) => {
        const answer = await session.request('solana_signMessage', {
          message: base58.encode(input.message),
          pubkey: input.account.address,
        })
        return { signedMessage: input.message, signature: base58.decode(read(answer, 'signature')) }
      }),
    )
  const signTransaction = async (...inputs: readonly SolanaSignTransactionInput[]) => {
    if (inputs.length === 1) {
      const answer = await session.request('solana_signTransaction', {
        transaction: base64.encode(inputs[0]!.transaction),
      })
      return [{ signedTransaction: base64.decode(read(answer, 'transaction')) }]
    }
    const answer = (await session.request('solana_signAllTransactions', {
      transactions: inputs.map((input) => base64.encode(input.transaction)),
    })) as { transactions?: unknown }
    if (!Array.isArray(answer?.transactions) || answer.transactions.length !== inputs.length)
      throw new Error('The embedded wallet answered no transactions')
    return answer.transactions.map((signed) => ({
      signedTransaction: base64.decode(String(signed)),
    }))
  }
  const signAndSendTransaction = async (
    ...inputs: readonly SolanaSignAndSendTransactionInput[]
  ) => {
    const outputs = []
    for (const input of inputs) {
      const answer = await session.request('solana_signAndSendTransaction', {
        transaction: base64.encode(input.transaction),
        ...(input.options?.preflightCommitment
          ? { sendOptions: { preflightCommitment: input.options.preflightCommitment } }
          : {}),
      })
      outputs.push({ signature: base58.decode(read(answer, 'signature')) })
    }
    return outputs
  }

  return {
    version: '1.0.0',
    name: AUTH_CONNECTOR_ID,
    icon: ICON,
    chains: [...chains],
    get accounts() {
      return [account]
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async () => ({ accounts: [account] }),
      },
      'standard:disconnect': {
        version: '1.0.0',
        // The dapp disconnects the wallet: sign out of the frame too (SPEC §4, at most 3000 ms).
        disconnect: () => session.signOut(),
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event, listener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': { version: '1.1.0', signMessage },
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
    },
    setSession(next) {
      const changed = next.address !== session.address
      session = next
      if (!changed) return
      account = accountOf(next.address)
      for (const listener of listeners) listener({ accounts: [account] })
    },
  }
}
