import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'
import { BitcoinSatsConnectError } from '../errors/bitcoinErrors'
import type { BitcoinStandardWallet } from '../wallets/BitcoinWalletFeatures'
import type { FoundSatsConnectProvider } from './findSatsConnectProviders'
import { requestSatsConnect } from './requestSatsConnect'
import type { SatsConnectAddress } from './SatsConnectProvider'

const encoder = new TextEncoder()
const decoder = new TextDecoder()
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
const fromHex = (hex: string) =>
  Uint8Array.from(hex.match(/[0-9a-f]{2}/gi) ?? [], (pair) => Number.parseInt(pair, 16))
// The wallet refused the params or the method before asking anyone: a BIP-322 request to a
// wallet that signs messages with ECDSA only.
const NOT_OFFERED = new Set([-32602, -32601, -32001])

/** A sats-connect wallet seen as a Wallet Standard one, plus the id of its provider entry. */
export type SatsConnectWallet = BitcoinStandardWallet & { readonly satsConnectId: string }

/**
 * Wraps a sats-connect provider (`window.btc_providers`) into the Wallet Standard shape the
 * adapter speaks, so both kinds of wallet take the same paths:
 * - `bitcoin:connect`: `getAddresses` with the purposes asked (the wallet's prompt);
 * - `standard:connect` silent: `wallet_getAccount` (no prompt; no accounts when not authorised);
 * - `bitcoin:signMessage`: `signMessage` with protocol BIP322, or ECDSA when the wallet does not
 *   offer BIP-322 (it refuses the params) or answers with ECDSA itself (a BIP-137 signature);
 * - `bitcoin:signTransaction`: `signPsbt` (base64, `signInputs` by address, not broadcast);
 * - `bitcoin:sendTransfer`: `sendTransfer`, only when the entry lists it in `methods`;
 * - `standard:disconnect`: `wallet_disconnect`; `standard:events`: `accountChange`, `disconnect`.
 * `chains` are the ones the dapp serves: a sats-connect wallet names its network only when asked.
 */
export function createSatsConnectWallet(
  { info, provider }: FoundSatsConnectProvider,
  chains: readonly IdentifierString[],
): SatsConnectWallet {
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<StandardEventsListeners['change']>()
  const toAccounts = (addresses: readonly SatsConnectAddress[]) =>
    addresses
      .filter((entry) => entry.purpose === 'payment' || entry.purpose === 'ordinals')
      .map(
        (entry): WalletAccount =>
          Object.freeze({
            address: entry.address,
            publicKey: fromHex(entry.publicKey),
            chains: [...chains],
            features: ['bitcoin:signMessage', 'bitcoin:signTransaction'] as IdentifierString[],
            label: entry.purpose === 'payment' ? 'Payment' : 'Ordinals',
          }),
      )
  const setAccounts = (next: readonly WalletAccount[]) => {
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  const currentAccounts = async () => {
    try {
      const result = await requestSatsConnect<{ addresses?: SatsConnectAddress[] }>(
        provider,
        'wallet_getAccount',
        null,
      )
      return toAccounts(result.addresses ?? [])
    } catch {
      return [] // not authorised (ACCESS_DENIED), or a wallet without the method
    }
  }
  const signMessage = async (address: string, message: string, protocol: 'BIP322' | 'ECDSA') =>
    requestSatsConnect<{ signature: string }>(provider, 'signMessage', {
      address,
      message,
      protocol,
    })

  const features: Record<string, unknown> = {
    'bitcoin:connect': {
      version: '1.0.0',
      connect: async ({ purposes }: { purposes: readonly ('payment' | 'ordinals')[] }) => {
        const result = await requestSatsConnect<{ addresses: SatsConnectAddress[] }>(
          provider,
          'getAddresses',
          { purposes },
        )
        // In the order asked: the adapter reads each account's purpose from its position.
        const addresses = result.addresses ?? []
        const ordered = purposes.flatMap((purpose) =>
          toAccounts(addresses.filter((entry) => entry.purpose === purpose).slice(0, 1)),
        )
        setAccounts(ordered)
        return { accounts: ordered }
      },
    },
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        if (!input?.silent) {
          const connect = features['bitcoin:connect'] as {
            connect: (input: { purposes: ('payment' | 'ordinals')[] }) => Promise<unknown>
          }
          await connect.connect({ purposes: ['payment', 'ordinals'] })
          return { accounts }
        }
        setAccounts(await currentAccounts())
        return { accounts }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        try {
          await requestSatsConnect(provider, 'wallet_disconnect', null)
        } catch {
          // Older wallets lack the method: forgetting the accounts here is all there is.
        }
        setAccounts([])
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (event: string, listener: StandardEventsListeners['change']) => {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        const offAccount = provider.addListener?.({
          eventName: 'accountChange',
          cb: () => void currentAccounts().then(setAccounts),
        })
        const offDisconnect = provider.addListener?.({
          eventName: 'disconnect',
          cb: () => setAccounts([]),
        })
        return () => {
          listeners.delete(listener)
          offAccount?.()
          offDisconnect?.()
        }
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      signMessage: async (
        ...inputs: readonly { account: WalletAccount; message: Uint8Array }[]
      ) => {
        const outputs = []
        for (const { account, message } of inputs) {
          const text = decoder.decode(message)
          let signed: { signature: string }
          try {
            signed = await signMessage(account.address, text, 'BIP322')
          } catch (error) {
            if (!(error instanceof BitcoinSatsConnectError && NOT_OFFERED.has(error.code)))
              throw error
            signed = await signMessage(account.address, text, 'ECDSA')
          }
          outputs.push({
            signedMessage: encoder.encode(text),
            signature: fromBase64(signed.signature),
          })
        }
        return outputs
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      signTransaction: async (
        ...inputs: readonly {
          psbt: Uint8Array
          inputsToSign: readonly { account: WalletAccount; signingIndexes: readonly number[] }[]
        }[]
      ) => {
        const outputs = []
        for (const input of inputs) {
          const signInputs: Record<string, number[]> = {}
          for (const { account, signingIndexes } of input.inputsToSign)
            signInputs[account.address] = [
              ...(signInputs[account.address] ?? []),
              ...signingIndexes,
            ]
          const result = await requestSatsConnect<{ psbt: string }>(provider, 'signPsbt', {
            psbt: toBase64(input.psbt),
            signInputs,
            broadcast: false,
          })
          outputs.push({ signedPsbt: fromBase64(result.psbt) })
        }
        return outputs
      },
    },
  }
  if (info.methods?.includes('sendTransfer'))
    features['bitcoin:sendTransfer'] = {
      version: '1.0.0',
      sendTransfer: async (input: { recipientAddress: string; amount: bigint }) =>
        requestSatsConnect<{ txid: string }>(provider, 'sendTransfer', {
          recipients: [{ address: input.recipientAddress, amount: Number(input.amount) }],
        }),
    }

  return {
    version: '1.0.0',
    name: info.name,
    icon: info.icon as Wallet['icon'],
    chains: [...chains],
    get accounts() {
      return accounts
    },
    features: features as SatsConnectWallet['features'],
    satsConnectId: info.id,
  }
}
