import type { controllers } from '@appkit/core'

type FrameMessenger = controllers.frameMessenger.FrameMessenger

/** An EIP-1193 provider error (code and message). */
class EmbeddedProviderError extends Error {
  override name = 'EmbeddedProviderError'
  readonly code: number
  constructor(message: string, code: number, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/** The embedded wallet as an EIP-1193 provider. */
export type EmbeddedProvider = {
  request: (args: { method: string; params?: unknown }) => Promise<unknown>
  on: (event: string, listener: (...args: unknown[]) => void) => void
  removeListener: (event: string, listener: (...args: unknown[]) => void) => void
  /** Sets the logged-in user (after a new login in the same page). */
  setUser: (user: { address: string; chainId: number }) => void
}

const toHexChainId = (chainId: number) => `0x${chainId.toString(16)}`

/**
 * The embedded wallet as an EIP-1193 provider, so any adapter connects it like an injected
 * wallet: accounts and chain from the frame's user, `wallet_switchEthereumChain` through
 * SWITCH_NETWORK, `wallet_revokePermissions` (the adapter's disconnect) signs out of the frame,
 * every other request goes through RPC_REQUEST (the frame signs server side).
 */
export function createEmbeddedProvider(
  messenger: FrameMessenger,
  user: { address: string; chainId: number },
): EmbeddedProvider {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  let chainId = user.chainId
  let accounts = [user.address]
  const frameRequest = async (type: string, payload: unknown) => {
    try {
      return await messenger.request(type, payload)
    } catch (cause) {
      const details = (cause as { details?: unknown }).details
      throw new EmbeddedProviderError(
        typeof details === 'string' ? details : 'An error occurred',
        -32603,
        { cause },
      )
    }
  }
  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return accounts
        case 'eth_chainId':
          return toHexChainId(chainId)
        case 'wallet_requestPermissions':
        case 'wallet_getPermissions':
          return [{ parentCapability: 'eth_accounts' }]
        case 'wallet_revokePermissions':
          // The dapp disconnects the wallet: sign out of the frame too (SPEC §4, at most 3000 ms).
          await messenger.disconnect()
          return null
        case 'wallet_switchEthereumChain': {
          const target = Number((params as [{ chainId?: string }] | undefined)?.[0]?.chainId)
          if (!Number.isInteger(target)) throw new EmbeddedProviderError('Invalid chain id', -32602)
          await frameRequest('SWITCH_NETWORK', { chainId: target })
          chainId = target
          emit('chainChanged', toHexChainId(chainId))
          return null
        }
        default:
          return frameRequest('RPC_REQUEST', { method, params })
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    setUser(next) {
      accounts = [next.address]
      chainId = next.chainId
    },
  }
}
