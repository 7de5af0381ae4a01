import { ed25519 } from '@noble/curves/ed25519'
import { base58, hex } from '@scure/base'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { DEV_WALLET_NAME } from '../announceDevWallet'
import { createApprover } from '../approval/createApprover'
import { createDomPrompt } from '../approval/createDomPrompt'
import type { ApprovalPrompt, DevWalletMode } from '../DevWalletTypes'
import { DEV_WALLET_ICON } from '../devWalletIcon'
import { DevWalletConfigError } from '../errors/DevWalletConfigError'
import { InternalRpcError, InvalidParamsError, UnauthorizedError } from '../errors/providerErrors'
import { describeMessage } from './describeMessage'
import type { SolanaDevWalletOptions } from './SolanaDevWalletTypes'
import { sendWireTransaction } from './sendWireTransaction'
import { signWireTransaction } from './signWireTransaction'
import { solanaChainId } from './solanaChainId'

/** The Wallet Standard features the Solana dev wallet implements. */
export type SolanaDevWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** The Solana dev wallet: a Wallet Standard wallet plus the controls tests drive. */
export type SolanaDevWallet = Wallet & {
  readonly features: SolanaDevWalletFeatures
  /** The CAIP-2 id of the wallet's cluster. */
  readonly chain: IdentifierString
  getMode(): DevWalletMode
  /** Changes how consent is given, as the user would in the wallet. */
  setMode(mode: DevWalletMode): void
  /**
   * TEST ONLY: from the next request on, signs transactions with a forged signature (one byte
   * flipped), as a broken or hostile wallet would; the chain refuses them. Off by default.
   */
  setForgeSignatures(forge: boolean): void
}

const modes: readonly DevWalletMode[] = ['approve', 'reject', 'prompt']

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
 * Creates the Solana dev wallet: a Wallet Standard wallet holding `seeds` (PUBLIC TEST KEYS
 * only) as real ed25519 keys, for one cluster. Connecting, signing and sending ask consent per
 * `mode` with the EVM dev wallet's prompt; a refusal throws the wallet's UserRejectedRequestError
 * (code 4001). `solana:signAndSendTransaction` sends to the cluster's RPC URL.
 */
export function createSolanaDevWallet(options: SolanaDevWalletOptions): SolanaDevWallet {
  if (options.seeds.length === 0)
    throw new DevWalletConfigError('The Solana dev wallet needs at least one key seed.')
  let mode = options.mode ?? 'approve'
  assertMode(mode)
  let forge = options.forgeSignatures ?? false
  const chain = solanaChainId(options.cluster.genesisHash)
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const storageKey = options.storageKey ?? 'appkit-dev-wallet-solana'
  const prompt = options.prompt ?? defaultPrompt()
  const approve = createApprover(
    () => mode,
    () => prompt,
  )
  const origin = options.origin ?? globalThis.location?.host ?? 'this site'
  const keys = options.seeds.map((seed) => {
    const secret = hex.decode(seed)
    const publicKey = ed25519.getPublicKey(secret)
    const account: WalletAccount = Object.freeze<WalletAccount>({
      address: base58.encode(publicKey),
      publicKey,
      chains: [chain],
      features: [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction],
      label: 'Dev account',
    })
    return { secret, account }
  })
  const active = keys[0]!
  let authorized = options.storage?.getItem(storageKey) === 'authorized'
  const listeners = new Set<StandardEventsListeners['change']>()
  const emitAccounts = () => {
    for (const listener of listeners) listener({ accounts: wallet.accounts })
  }
  const setAuthorized = (value: boolean) => {
    authorized = value
    if (value) options.storage?.setItem(storageKey, 'authorized')
    else options.storage?.removeItem(storageKey)
    emitAccounts()
  }
  const keyOf = (account: WalletAccount) => {
    const key = keys.find((candidate) => candidate.account.address === account.address)
    if (!authorized || !key) throw new UnauthorizedError()
    return key
  }
  const checkChain = (requested: IdentifierString | undefined) => {
    if (requested !== undefined && requested !== chain)
      throw new InvalidParamsError(`The dev wallet does not know the chain ${requested}.`)
  }
  const network = `Network: ${chain}`

  const wallet: SolanaDevWallet = {
    version: '1.0.0',
    name: DEV_WALLET_NAME,
    icon: DEV_WALLET_ICON as WalletIcon,
    chain,
    chains: [chain],
    get accounts() {
      return authorized ? [active.account] : []
    },
    getMode: () => mode,
    setMode(next) {
      assertMode(next)
      mode = next
    },
    setForgeSignatures(next) {
      forge = next === true
    },
    features: {
      [StandardConnect]: {
        version: '1.0.0',
        connect: async (input) => {
          if (!authorized) {
            if (input?.silent) return { accounts: [] }
            await approve({
              method: StandardConnect,
              title: `Connect to ${origin}?`,
              details: [`Account: ${active.account.address}`, network],
            })
            setAuthorized(true)
          }
          return { accounts: wallet.accounts }
        },
      },
      [StandardDisconnect]: {
        version: '1.0.0',
        disconnect: async () => {
          if (authorized) setAuthorized(false)
        },
      },
      [StandardEvents]: {
        version: '1.0.0',
        on: (event, listener) => {
          if (event !== 'change') return () => undefined
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      [SolanaSignMessage]: {
        version: '1.1.0',
        signMessage: async (...inputs) => {
          const signers = inputs.map((input) => keyOf(input.account))
          await approve({
            method: SolanaSignMessage,
            title: 'Sign this message?',
            details: inputs.map((input) => describeMessage(input.message)),
          })
          return inputs.map((input, index) => ({
            signedMessage: input.message,
            signature: ed25519.sign(input.message, signers[index]!.secret),
          }))
        },
      },
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs) => {
          const signers = inputs.map((input) => {
            checkChain(input.chain)
            return keyOf(input.account)
          })
          await approve({
            method: SolanaSignTransaction,
            title:
              inputs.length > 1 ? `Sign ${inputs.length} transactions?` : 'Sign this transaction?',
            details: [`Account: ${active.account.address}`, network, 'Not sent by the wallet'],
          })
          return inputs.map((input, index) => ({
            signedTransaction: signWireTransaction(input.transaction, signers[index]!.secret, {
              forge,
            }),
          }))
        },
      },
      [SolanaSignAndSendTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs) => {
          const signers = inputs.map((input) => {
            checkChain(input.chain)
            return keyOf(input.account)
          })
          await approve({
            method: SolanaSignAndSendTransaction,
            title: 'Send this transaction?',
            details: [`Account: ${active.account.address}`, network],
          })
          const outputs: { signature: Uint8Array }[] = []
          for (const [index, input] of inputs.entries()) {
            const signed = signWireTransaction(input.transaction, signers[index]!.secret, { forge })
            outputs.push({
              signature: await sendWireTransaction(
                fetchFn,
                options.cluster.rpcUrl,
                signed,
                input.options,
              ),
            })
          }
          return outputs
        },
      },
    },
  }
  return wallet
}
