import type { Hex } from 'viem'

/** How the wallet answers a request that needs the user's consent. */
export type DevWalletMode = 'approve' | 'reject' | 'prompt'

/** A chain the wallet knows: its EIP-155 id, its JSON-RPC URL and a display name. */
export type DevWalletChain = {
  readonly chainId: number
  readonly rpcUrl: string
  readonly name: string
  readonly nativeCurrency?: {
    readonly name: string
    readonly symbol: string
    readonly decimals: number
  }
  readonly blockExplorerUrl?: string
}

/** An EIP-1193 request. */
export type RequestArguments = { readonly method: string; readonly params?: unknown }

/** What the wallet asks the user to approve (shown in the prompt). */
export type ApprovalRequest = {
  readonly method: string
  /** A short question, for example 'Connect to 127.0.0.1:5173?'. */
  readonly title: string
  /** Lines describing what is approved (message text, recipient, value, chain). */
  readonly details: readonly string[]
}

/** Asks the user; resolves true to approve and false to reject. */
export type ApprovalPrompt = (request: ApprovalRequest) => Promise<boolean>

/** A key-value store for what the wallet remembers across page loads (localStorage fits). */
export type DevWalletStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Options of `createDevWalletProvider`. */
export type DevWalletOptions = {
  /** PUBLIC TEST KEYS only: the private keys the wallet holds; the first is active at start. */
  readonly accounts: readonly Hex[]
  /** The chains the wallet knows; the first is active at start unless `chainId` says otherwise. */
  readonly chains: readonly DevWalletChain[]
  /** How consent is given; 'approve' by default. */
  readonly mode?: DevWalletMode
  /** The chain active at start. */
  readonly chainId?: number
  /** Shows the prompt of 'prompt' mode; a small DOM dialog in `document` by default. */
  readonly prompt?: ApprovalPrompt
  /** The fetch used to reach the chains' JSON-RPC URLs; `globalThis.fetch` by default. */
  readonly fetch?: typeof fetch
  /** Remembers the authorization, account and chain across page loads; nothing by default. */
  readonly storage?: DevWalletStorage
  /** The key under which `storage` keeps the state. */
  readonly storageKey?: string
  /** The site name shown in the connect prompt; `location.host` in a browser. */
  readonly origin?: string
}

/** The EIP-1193 events the wallet emits. */
export type DevWalletEventName = 'connect' | 'disconnect' | 'accountsChanged' | 'chainChanged'

/** A listener of a provider event. */
export type DevWalletListener = (payload: unknown) => void
