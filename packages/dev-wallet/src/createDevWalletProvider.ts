import { type Address, isAddressEqual, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { activateChain } from './activateChain'
import { createApprover } from './approval/createApprover'
import { createDomPrompt } from './approval/createDomPrompt'
import { createEventEmitter } from './createEventEmitter'
import { createWalletState } from './createWalletState'
import type {
  ApprovalPrompt,
  DevWalletEventName,
  DevWalletListener,
  DevWalletMode,
  DevWalletOptions,
  RequestArguments,
} from './DevWalletTypes'
import { DevWalletConfigError } from './errors/DevWalletConfigError'
import {
  DisconnectedError,
  InternalRpcError,
  InvalidParamsError,
  UnsupportedMethodError,
} from './errors/providerErrors'
import { handleAccountRequest } from './handleAccountRequest'
import { handleChainRequest } from './handleChainRequest'
import { handleSigningRequest } from './handleSigningRequest'
import { revokeAuthorization } from './revokeAuthorization'
import { createRpcForwarder } from './rpc/createRpcForwarder'
import { toProviderRpcError } from './toProviderRpcError'
import { type RequestHandler, unhandled, type WalletContext } from './WalletContext'

/** The dev wallet: an EIP-1193 provider plus the controls a test uses "inside the wallet". */
export type DevWalletProvider = {
  readonly isAppKitDevWallet: true
  request(args: RequestArguments): Promise<unknown>
  on(event: DevWalletEventName, listener: DevWalletListener): DevWalletProvider
  removeListener(event: DevWalletEventName, listener: DevWalletListener): DevWalletProvider
  getMode(): DevWalletMode
  /** Changes how consent is given from the next request on. */
  setMode(mode: DevWalletMode): void
  /** The addresses of all the keys the wallet holds, in order. */
  getAddresses(): readonly Address[]
  /** The active account's address. */
  getAddress(): Address
  /** The active chain id. */
  getChainId(): number
  /** Makes another held account active (by index or address); emits accountsChanged if authorized. */
  switchAccount(account: number | Address): void
  /** Switches chain as the user would in the wallet (no prompt); emits chainChanged; 4902 if unknown. */
  switchChain(chainId: number): void
  /** Forgets the site's authorization as the user would in the wallet; emits accountsChanged []. */
  revokeAuthorization(): void
  /** Loses (false: `disconnect` with 4900) or regains (true: `connect`) the connection to the chains. */
  setChainConnection(connected: boolean): void
}

const handlers: readonly RequestHandler[] = [
  handleAccountRequest,
  handleChainRequest,
  handleSigningRequest,
]
const modes: readonly DevWalletMode[] = ['approve', 'reject', 'prompt']
const needsChain = (method: string) =>
  method === 'eth_sendTransaction' || /^(eth|net|web3)_/.test(method)

function assertMode(mode: unknown): asserts mode is DevWalletMode {
  if (!modes.includes(mode as DevWalletMode))
    throw new DevWalletConfigError(`Unknown mode ${JSON.stringify(mode)}; use ${modes.join(', ')}.`)
}

function defaultPrompt(): ApprovalPrompt {
  if (typeof document === 'undefined')
    return () =>
      Promise.reject(new InternalRpcError('No document to show the prompt in; pass a prompt.'))
  return createDomPrompt(document)
}

/**
 * Creates the dev wallet: an EIP-1193 provider holding `accounts` (PUBLIC TEST KEYS only) that
 * signs with viem, forwards reads to the active chain's RPC URL, and asks consent per `mode`.
 * Errors are ProviderRpcError objects with the EIP-1193 / JSON-RPC numeric `code`.
 */
export function createDevWalletProvider(options: DevWalletOptions): DevWalletProvider {
  if (options.accounts.length === 0)
    throw new DevWalletConfigError('The dev wallet needs at least one private key.')
  if (options.chains.length === 0)
    throw new DevWalletConfigError('The dev wallet needs at least one chain.')
  const mode = options.mode ?? 'approve'
  assertMode(mode)
  const state = createWalletState({
    accounts: options.accounts.map((key) => privateKeyToAccount(key)),
    chains: options.chains,
    chainId: options.chainId,
    mode,
    storage: options.storage,
    storageKey: options.storageKey ?? 'appkit-dev-wallet',
  })
  const events = createEventEmitter()
  const prompt = options.prompt ?? defaultPrompt()
  const context: WalletContext = {
    state,
    events,
    approve: createApprover(
      () => state.mode,
      () => prompt,
    ),
    forward: createRpcForwarder(options.fetch),
    origin: options.origin ?? globalThis.location?.host ?? 'this site',
  }

  async function dispatch(args: RequestArguments): Promise<unknown> {
    if (!args || typeof args !== 'object' || typeof args.method !== 'string')
      throw new InvalidParamsError('A request needs a method name.')
    const { method } = args
    const params = args.params === undefined ? [] : structuredClone(args.params)
    if (!Array.isArray(params))
      throw new InvalidParamsError(`The params of ${method} must be an array.`)
    if (!state.connected && needsChain(method)) throw new DisconnectedError()
    for (const handle of handlers) {
      const result = await handle(context, method, params)
      if (result !== unhandled) return result
    }
    if (!/^(eth|net|web3)_/.test(method)) throw new UnsupportedMethodError(method)
    return context.forward(state.chain(), method, params)
  }

  const provider: DevWalletProvider = {
    isAppKitDevWallet: true,
    request: (args) =>
      dispatch(args).catch((error: unknown) => Promise.reject(toProviderRpcError(error))),
    on(event, listener) {
      events.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      events.removeListener(event, listener)
      return provider
    },
    getMode: () => state.mode,
    setMode(next) {
      assertMode(next)
      state.mode = next
    },
    getAddresses: () => state.accounts.map((account) => account.address),
    getAddress: () => state.account().address,
    getChainId: () => state.chainId,
    switchAccount(account) {
      const index =
        typeof account === 'number'
          ? account
          : state.accounts.findIndex((held) => isAddressEqual(held.address, account))
      if (!state.accounts[index])
        throw new DevWalletConfigError(`The dev wallet holds no account ${String(account)}.`)
      if (index === state.accountIndex) return
      state.accountIndex = index
      state.save()
      if (state.authorized) events.emit('accountsChanged', [state.account().address])
    },
    switchChain: (chainId) => activateChain(context, chainId),
    revokeAuthorization: () => revokeAuthorization(context),
    setChainConnection(connected) {
      if (connected === state.connected) return
      state.connected = connected
      if (connected) events.emit('connect', { chainId: numberToHex(state.chainId) })
      else events.emit('disconnect', new DisconnectedError())
    },
  }
  queueMicrotask(() => events.emit('connect', { chainId: numberToHex(state.chainId) }))
  return provider
}
