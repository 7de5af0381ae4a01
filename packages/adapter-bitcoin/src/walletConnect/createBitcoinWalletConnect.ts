import type { CaipNetwork, CaipNetworkId, Connector } from '@appkit/core'
import {
  joinWalletConnectSession,
  type WalletConnectNamespaceSession,
  type WalletConnectParticipant,
  type WalletConnectSessionHost,
} from '@appkit/core/adapter'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { BitcoinWalletConnectError } from '../errors/bitcoinErrors'
import { toWalletStandardChain } from '../networks/bitcoinNetworks'
import type {
  BitcoinConnectFeature,
  BitcoinSendTransferFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
  BitcoinStandardWallet,
} from '../wallets/BitcoinWalletFeatures'
import { bip122WalletConnectNamespace } from './bip122WalletConnectNamespace'

/** The name (and connector id) of the Bitcoin adapter's WalletConnect connector. */
export const BITCOIN_WALLET_CONNECT_NAME = 'WalletConnect'

// WalletConnect's blue mark, small and inline (a Wallet Standard wallet needs a data: icon).
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PGNpcmNsZSBjeD0iMTYiIGN5PSIxNiIgcj0iMTYiIGZpbGw9IiMzMzk2ZmYiLz48L3N2Zz4=' as const

/** An address of WalletConnect's `getAccountAddresses` answer. */
type AccountAddress = { address: string; publicKey?: string; intention?: string }

/** What the adapter gets: the wallet to list, its connector, and the parts it exposes to core. */
export type BitcoinWalletConnect = {
  readonly wallet: BitcoinStandardWallet
  readonly connector: Connector
  readonly capability: WalletConnectParticipant
}

const fromHex = (hex: string) =>
  Uint8Array.from(hex.match(/[0-9a-f]{2}/gi) ?? [], (byte) => Number.parseInt(byte, 16))
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
const decoder = new TextDecoder()

/**
 * The Bitcoin adapter's WalletConnect connector: a Wallet Standard wallet (so the adapter's
 * connect, signing and sending paths serve it unchanged) that speaks WalletConnect's bip122
 * namespace over the instance's one session. `bitcoin:connect` has the shared client propose the
 * session with every adapter's namespace and reads the payment and ordinal addresses with
 * `getAccountAddresses` (the session's account alone when the wallet does not answer it);
 * `bitcoin:signMessage` sends `signMessage` (BIP-322, hex signature), `bitcoin:signTransaction`
 * sends `signPsbt` (base64, not broadcast), `bitcoin:sendTransfer` sends `sendTransfer`.
 */
export function createBitcoinWalletConnect(
  host: WalletConnectSessionHost,
  networks: readonly CaipNetwork[],
  fallbackRpcUrl?: string,
): BitcoinWalletConnect {
  const namespace = bip122WalletConnectNamespace(networks, fallbackRpcUrl)
  // Wallet Standard chain (bitcoin:regtest) ↔ CAIP-2 chain (bip122:0f91…).
  const caipOf = new Map<string, CaipNetworkId>()
  for (const network of networks) {
    const chain = toWalletStandardChain(network.caipNetworkId)
    if (chain) caipOf.set(chain, network.caipNetworkId)
  }
  const chains = [...caipOf.keys()] as IdentifierString[]
  let session: WalletConnectNamespaceSession | undefined
  let accounts: WalletAccount[] = []
  const listeners = new Set<StandardEventsListeners['change']>()

  const live = () => {
    if (!session) throw new BitcoinWalletConnectError('No WalletConnect session')
    return session
  }
  /** The session's first account: WalletConnect's "connected account" and its chain. */
  const connected = () => {
    const [first] = live().accounts
    const [ns, reference, address] = first?.split(':') ?? []
    if (!ns || !reference || !address)
      throw new BitcoinWalletConnectError('The session has no Bitcoin account')
    return { address, chainId: `${ns}:${reference}` }
  }
  const standardChainOf = (chainId: string) =>
    [...caipOf].find(([, caip]) => caip === chainId)?.[0] as IdentifierString | undefined
  const toAccount = (address: string, chainId: string, publicKey?: string): WalletAccount => {
    const chain = standardChainOf(chainId)
    return {
      address,
      publicKey: fromHex(publicKey ?? ''),
      chains: chain ? [chain] : [],
      features: [],
    }
  }
  const sessionAccounts = (next: WalletConnectNamespaceSession | undefined) =>
    (next?.accounts ?? []).flatMap((caip) => {
      const [ns, reference, address] = caip.split(':')
      return ns && reference && address ? [toAccount(address, `${ns}:${reference}`)] : []
    })
  const request = <T>(method: string, params: unknown, chainId = connected().chainId) =>
    live().request<T>({ method, params, chainId })

  const connect: BitcoinConnectFeature['bitcoin:connect']['connect'] = async ({ purposes }) => {
    await host.connect()
    const { address, chainId } = connected()
    const answer = await request<AccountAddress[]>('getAccountAddresses', {
      account: address,
    }).catch(() => [] as AccountAddress[])
    const byIntention = (intention: string) =>
      answer.find((entry) => (entry.intention ?? 'payment').startsWith(intention))
    const picked = purposes.flatMap((purpose) => {
      const entry = byIntention(purpose === 'ordinals' ? 'ordinal' : 'payment')
      return entry ? [toAccount(entry.address, chainId, entry.publicKey)] : []
    })
    accounts = picked.length > 0 ? picked : accounts
    return { accounts }
  }
  const standardConnect: StandardConnectFeature['standard:connect']['connect'] = async (input) => {
    if (input?.silent) await host.restore()
    else await host.connect()
    return { accounts }
  }
  const signMessage: BitcoinSignMessageFeature['bitcoin:signMessage']['signMessage'] = (
    ...inputs
  ) =>
    Promise.all(
      inputs.map(async ({ account, message }) => {
        const { signature } = await request<{ signature: string }>('signMessage', {
          account: connected().address,
          address: account.address,
          message: decoder.decode(message),
          protocol: 'bip322',
        })
        return { signedMessage: message, signature: fromHex(signature) }
      }),
    )
  const signTransaction: BitcoinSignTransactionFeature['bitcoin:signTransaction']['signTransaction'] =
    (...inputs) =>
      Promise.all(
        inputs.map(async ({ psbt, chain, inputsToSign }) => {
          const answer = await request<{ psbt: string }>(
            'signPsbt',
            {
              account: connected().address,
              psbt: toBase64(psbt),
              signInputs: inputsToSign.flatMap(({ account, signingIndexes }) =>
                signingIndexes.map((index) => ({ address: account.address, index })),
              ),
              broadcast: false,
            },
            caipOf.get(chain) ?? connected().chainId,
          )
          return { signedPsbt: fromBase64(answer.psbt) }
        }),
      )
  const sendTransfer: BitcoinSendTransferFeature['bitcoin:sendTransfer']['sendTransfer'] = ({
    account,
    recipientAddress,
    amount,
  }) =>
    request<{ txid: string }>('sendTransfer', {
      account: account.address,
      recipientAddress,
      amount: amount.toString(),
    }).then(({ txid }) => ({ txid }))

  const wallet: BitcoinStandardWallet = {
    version: '1.0.0',
    name: BITCOIN_WALLET_CONNECT_NAME,
    icon: ICON,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': { version: '1.0.0', connect },
      'standard:connect': { version: '1.0.0', connect: standardConnect },
      'standard:disconnect': { version: '1.0.0', disconnect: () => host.disconnect() },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: StandardEventsListeners['change']) => {
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      'bitcoin:signMessage': { version: '1.0.0', signMessage },
      'bitcoin:signTransaction': { version: '1.0.0', signTransaction },
      'bitcoin:sendTransfer': { version: '1.0.0', sendTransfer },
    } satisfies BitcoinConnectFeature &
      StandardConnectFeature &
      StandardDisconnectFeature &
      StandardEventsFeature &
      BitcoinSignMessageFeature &
      BitcoinSignTransactionFeature &
      BitcoinSendTransferFeature as Wallet['features'],
  }

  const { capability, connector } = joinWalletConnectSession(host, {
    namespace,
    chain: 'bip122',
    name: BITCOIN_WALLET_CONNECT_NAME,
    networks,
    provider: wallet,
    onSession: (next) => {
      session = next
      const fromSession = sessionAccounts(next)
      // Keep the addresses getAccountAddresses gave while the session's account is among them.
      const kept = accounts.filter((account) =>
        fromSession.some((candidate) => candidate.address === account.address),
      )
      accounts = !next ? [] : kept.length > 0 ? accounts : fromSession
      for (const listener of listeners) listener({ accounts })
    },
  })
  return { wallet, connector, capability }
}
