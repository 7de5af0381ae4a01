// The sats-connect wallet protocol as wallets inject it (no `sats-connect` package: its UI and
// request helpers would add bytes and vendor hosts): each wallet pushes an entry to
// `window.btc_providers` and exposes a provider object at the dotted path of the entry's `id`,
// whose `request(method, params)` answers a JSON-RPC 2.0 response. Only what this adapter calls.

/** An entry of `window.btc_providers`. */
export type SatsConnectProviderInfo = {
  /** The dotted path of the provider object under `window`, e.g. `XverseProviders.BitcoinProvider`. */
  readonly id: string
  readonly name: string
  /** A data URL. */
  readonly icon: string
  /** The methods the wallet implements, when it says. */
  readonly methods?: readonly string[]
}

/** A JSON-RPC error object of a sats-connect answer (`-32000`: the user refused). */
export type SatsConnectRpcErrorObject = { readonly code: number; readonly message: string }

/** What `request` resolves with: a JSON-RPC success or error response. */
export type SatsConnectResponse =
  | { readonly jsonrpc: '2.0'; readonly id?: unknown; readonly result: unknown }
  | { readonly jsonrpc: '2.0'; readonly id?: unknown; readonly error: SatsConnectRpcErrorObject }

/** The provider object a sats-connect wallet exposes. */
export type SatsConnectProvider = {
  request(method: string, params: unknown): Promise<SatsConnectResponse>
  /** `accountChange`, `networkChange` and `disconnect` events; returns the unsubscribe. */
  addListener?(listener: { eventName: string; cb: (event: unknown) => void }): () => void
}

/** A sats-connect address (`getAddresses`, `getAccounts`, `wallet_getAccount`). */
export type SatsConnectAddress = {
  readonly address: string
  /** Hex: 33 bytes (payment) or the 32-byte x-only key (taproot). */
  readonly publicKey: string
  readonly purpose: string
  readonly addressType?: string
}

/** sats-connect's `RpcErrorCode.USER_REJECTION`. */
export const SATS_CONNECT_USER_REJECTION = -32000
