/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The JSON-RPC URL of the dapp's own Ethereum node. */
  readonly VITE_RPC_URL?: string
}
