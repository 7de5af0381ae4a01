import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { Psbt } from 'bitcoinjs-lib'
import { DEV_WALLET_NAME } from '../announceDevWallet'
import { createApprover } from '../approval/createApprover'
import { createDomPrompt } from '../approval/createDomPrompt'
import type { ApprovalPrompt, DevWalletMode } from '../DevWalletTypes'
import { DEV_WALLET_ICON } from '../devWalletIcon'
import { DevWalletConfigError } from '../errors/DevWalletConfigError'
import { InternalRpcError, InvalidParamsError, UnauthorizedError } from '../errors/providerErrors'
import type { BitcoinDevWalletOptions } from './BitcoinDevWalletOptions'
import type {
  BitcoinConnectFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
} from './BitcoinWalletFeatures'
import { type BitcoinDevAccount, bitcoinDevAccounts, bitcoinJsNetwork } from './bitcoinDevAccounts'
import { BITCOIN_DEV_KEYS } from './bitcoinDevKeys'
import { describePsbt, formatSats } from './describePsbt'
import { signBip137Message } from './signBip137Message'
import { signBip322Simple } from './signBip322Simple'

/** Every feature the Bitcoin dev wallet implements. */
export type BitcoinDevWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  BitcoinConnectFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature

/** The Bitcoin dev wallet: a Wallet Standard wallet plus the controls tests drive. */
export type BitcoinDevWallet = Wallet & {
  readonly features: BitcoinDevWalletFeatures
  /** The wallet's payment and ordinals accounts (authorised or not). */
  readonly devAccounts: { readonly payment: WalletAccount; readonly ordinals: WalletAccount }
  /** Sets how consent is given from the next request on. */
  setMode(mode: DevWalletMode): void
  /** Forgets the site's authorization, as a user would in the wallet (emits `change`). */
  revokeAuthorization(): void
  /**
   * Signs `message` with the payment account's key the ECDSA way (BIP-137, base64), after the
   * prompt: what wallets that do not offer BIP-322 answer. The ordinals (taproot) account has no
   * ECDSA message format: InvalidParamsError.
   */
  signMessageEcdsa(address: string, message: string): Promise<string>
}

const decoder = new TextDecoder()
const modes: readonly DevWalletMode[] = ['approve', 'reject', 'prompt']
const features = (...names: string[]) => names as IdentifierString[]

function defaultPrompt(): ApprovalPrompt {
  if (typeof document === 'undefined')
    return () =>
      Promise.reject(new InternalRpcError('No document to show the prompt in; pass a prompt.'))
  return createDomPrompt(document)
}

function assertMode(mode: unknown): asserts mode is DevWalletMode {
  if (!modes.includes(mode as DevWalletMode))
    throw new DevWalletConfigError(`Unknown mode ${JSON.stringify(mode)}; use ${modes.join(', ')}.`)
}

/**
 * Creates the Bitcoin dev wallet, a Wallet Standard wallet holding one dev key (PUBLIC TEST KEYS
 * only): a payment (P2WPKH) and an ordinals (P2TR) account. Features `standard:connect` (also
 * silent), `standard:disconnect`, `standard:events`, `bitcoin:connect` (accounts by purpose),
 * `bitcoin:signMessage` (BIP-322 simple) and `bitcoin:signTransaction` (signs PSBT inputs). Each
 * consent goes through the EVM dev wallet's approver and prompt; a refusal throws the dev
 * wallet's UserRejectedRequestError (4001).
 */
export function createBitcoinDevWallet(options: BitcoinDevWalletOptions = {}): BitcoinDevWallet {
  const network = options.network ?? 'regtest'
  const chain: IdentifierString = `bitcoin:${network}`
  const params = bitcoinJsNetwork(network)
  const keys = bitcoinDevAccounts(options.key ?? BITCOIN_DEV_KEYS[0]!, network)
  let mode = options.mode ?? 'approve'
  assertMode(mode)
  const prompt = options.prompt ?? defaultPrompt()
  const approve = createApprover(
    () => mode,
    () => prompt,
  )
  const origin =
    options.origin ?? (typeof location === 'undefined' ? 'this site' : location.host || 'this site')
  const storageKey = options.storageKey ?? 'appkit-dev-wallet/bitcoin'
  const listeners = new Set<StandardEventsListeners['change']>()

  const toAccount = (account: BitcoinDevAccount): WalletAccount =>
    Object.freeze({
      address: account.address,
      publicKey: account.publicKey,
      chains: [chain],
      features: features('bitcoin:signMessage', 'bitcoin:signTransaction'),
      label: account.purpose === 'payment' ? 'Payment' : 'Ordinals',
    })
  const devAccounts = { payment: toAccount(keys.payment), ordinals: toAccount(keys.ordinals) }
  const all = [devAccounts.payment, devAccounts.ordinals]

  let authorized = false
  try {
    authorized = options.storage?.getItem(storageKey) === 'authorized'
  } catch {
    authorized = false
  }
  const setAuthorized = (value: boolean) => {
    authorized = value
    try {
      if (value) options.storage?.setItem(storageKey, 'authorized')
      else options.storage?.removeItem(storageKey)
    } catch {
      // A full or blocked storage only costs the memory of the next page load.
    }
    for (const listener of listeners) listener({ accounts: value ? all : [] })
  }
  const authorize = async () => {
    if (authorized) return
    await approve({
      method: 'bitcoin:connect',
      title: `Connect to ${origin}?`,
      details: [`Payment: ${keys.payment.address}`, `Ordinals: ${keys.ordinals.address}`],
    })
    setAuthorized(true)
  }
  const keyOf = (account: WalletAccount): BitcoinDevAccount => {
    if (!authorized) throw new UnauthorizedError()
    if (account.address === keys.payment.address) return keys.payment
    if (account.address === keys.ordinals.address) return keys.ordinals
    throw new UnauthorizedError(`The dev wallet holds no account ${account.address}.`)
  }

  const signTransaction: BitcoinSignTransactionFeature['bitcoin:signTransaction']['signTransaction'] =
    async (...inputs) => {
      const outputs: { signedPsbt: Uint8Array }[] = []
      for (const input of inputs) {
        if (input.chain !== chain)
          throw new InvalidParamsError(`The dev wallet signs on ${chain}, not ${input.chain}.`)
        const signing = input.inputsToSign.map((entry) => ({ ...entry, key: keyOf(entry.account) }))
        let psbt: Psbt
        try {
          psbt = Psbt.fromBuffer(input.psbt, { network: params })
        } catch (cause) {
          throw new InvalidParamsError('The PSBT cannot be read.', { cause })
        }
        const description = describePsbt(psbt, params)
        await approve({
          method: 'bitcoin:signTransaction',
          title: 'Sign this transaction?',
          details: [
            ...description.outputs.map((out) => `Pay ${formatSats(out.value)} to ${out.address}`),
            description.fee === undefined
              ? 'Fee: unknown'
              : `Fee: ${formatSats(description.fee)} (${description.fee} sats)`,
          ],
        })
        for (const { key, signingIndexes, sigHash } of signing) {
          for (const index of signingIndexes) {
            if (key.kind === 'p2tr' && !psbt.data.inputs[index]?.tapInternalKey)
              psbt.updateInput(index, { tapInternalKey: key.publicKey })
            psbt.signInput(index, key.signer, sigHash === undefined ? undefined : [sigHash])
          }
        }
        outputs.push({ signedPsbt: psbt.toBuffer() })
      }
      return outputs
    }

  const wallet: BitcoinDevWallet = {
    version: '1.0.0',
    name: options.name ?? DEV_WALLET_NAME,
    icon: DEV_WALLET_ICON as Wallet['icon'],
    chains: [chain],
    get accounts() {
      return authorized ? all : []
    },
    devAccounts,
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input) => {
          if (!input?.silent) await authorize()
          return { accounts: authorized ? all : [] }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => setAuthorized(false),
      },
      'standard:events': {
        version: '1.0.0',
        on: (event, listener) => {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async ({ purposes }) => {
          await authorize()
          return { accounts: purposes.map((purpose) => devAccounts[purpose]) }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs) => {
          const outputs = []
          for (const { account, message } of inputs) {
            const key = keyOf(account)
            await approve({
              method: 'bitcoin:signMessage',
              title: 'Sign this message?',
              details: [decoder.decode(message), `With ${key.address} (BIP-322)`],
            })
            const signature = signBip322Simple({
              message,
              outputScript: key.outputScript,
              signer: key.signer,
              kind: key.kind,
            })
            outputs.push({ signedMessage: message, signature })
          }
          return outputs
        },
      },
      'bitcoin:signTransaction': { version: '1.0.0', signTransaction },
    },
    setMode(next) {
      assertMode(next)
      mode = next
    },
    revokeAuthorization: () => setAuthorized(false),
    async signMessageEcdsa(address, message) {
      const key = keyOf({ address } as WalletAccount)
      const privateKey = (key.signer as { privateKey?: Uint8Array }).privateKey
      if (key.kind !== 'p2wpkh' || !privateKey)
        throw new InvalidParamsError(`${address} has no ECDSA message signature (taproot).`)
      await approve({
        method: 'bitcoin:signMessage',
        title: 'Sign this message?',
        details: [message, `With ${key.address} (ECDSA)`],
      })
      const signature = signBip137Message(message, privateKey, 'p2wpkh')
      return btoa(String.fromCharCode(...signature))
    },
  }
  return wallet
}
