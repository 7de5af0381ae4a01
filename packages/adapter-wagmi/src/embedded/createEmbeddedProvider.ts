import type { EmbeddedWalletSession } from '@appkit/core/adapter'

/** An EIP-1193 provider error (code and message). */
class EmbeddedProviderError extends Error {
  override name = 'EmbeddedProviderError'
  readonly code: number
  constructor(message: string, code: number, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/** The embedded wallet as an EIP-1193 provider, re-pointable at a new login's session. */
export type EmbeddedProvider = {
  request: (args: { method: string; params?: unknown }) => Promise<unknown>
  on: (event: string, listener: (...args: unknown[]) => void) => void
  removeListener: (event: string, listener: (...args: unknown[]) => void) => void
  /** Serves `session` from now on (a new login in the same page, or the restored one). */
  setSession: (session: EmbeddedWalletSession) => void
}

const toHexChainId = (chainId: number) => `0x${chainId.toString(16)}`

/** The frame's refusal as an EIP-1193 error: its code when it gave one, else -32603. */
function toProviderError(cause: unknown): EmbeddedProviderError {
  const { details, message, code } = cause as {
    details?: unknown
    message?: unknown
    code?: unknown
  }
  const reason = [details, message].find((text) => typeof text === 'string' && text)
  return new EmbeddedProviderError(
    typeof reason === 'string' ? reason : 'An error occurred',
    typeof code === 'number' ? code : -32603,
    { cause },
  )
}

/**
 * Core's namespace-neutral embedded wallet session as the EIP-1193 provider wagmi's injected
 * connector drives: accounts and chain from the session, `wallet_switchEthereumChain` through
 * the session's switch, `wallet_revokePermissions` (wagmi's disconnect) signs out of the frame,
 * every other request goes to the frame, which signs server side.
 */
export function createEmbeddedProvider(initial: EmbeddedWalletSession): EmbeddedProvider {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  let session = initial
  let chainId = Number(initial.chainId)
  const attempt = async <T>(run: () => Promise<T>) => {
    try {
      return await run()
    } catch (cause) {
      throw toProviderError(cause)
    }
  }
  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [session.address]
        case 'eth_chainId':
          return toHexChainId(chainId)
        case 'wallet_requestPermissions':
        case 'wallet_getPermissions':
          return [{ parentCapability: 'eth_accounts' }]
        case 'wallet_revokePermissions':
          // The dapp disconnects the wallet: sign out of the frame too (SPEC §4, at most 3000 ms).
          await session.signOut()
          return null
        case 'wallet_switchEthereumChain': {
          const target = Number((params as [{ chainId?: string }] | undefined)?.[0]?.chainId)
          if (!Number.isInteger(target)) throw new EmbeddedProviderError('Invalid chain id', -32602)
          await attempt(() => session.switchNetwork(target))
          chainId = target
          emit('chainChanged', toHexChainId(chainId))
          return null
        }
        default:
          return attempt(() => session.request(method, params))
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
    setSession(next) {
      const accountChanged = next.address.toLowerCase() !== session.address.toLowerCase()
      session = next
      chainId = Number(next.chainId)
      if (accountChanged) emit('accountsChanged', [next.address])
    },
  }
}
