// `@appkit/core/networks`: the built-in networks of SPEC §9, without RPC URLs until the dapp names its own.
/** AppKit's name for a network in `createAppKit({ networks })`: our `CaipNetwork`. */

export { defineNetwork } from '../networks/defineNetwork'
export {
  arbitrum,
  aurora,
  avalanche,
  base,
  baseSepolia,
  bsc,
  celo,
  gnosis,
  mainnet,
  optimism,
  polygon,
  polygonAmoy,
  sepolia,
  zksync,
  zora,
} from '../networks/evmNetworks'
export { InvalidApiUrlError } from '../networks/InvalidApiUrlError'
export { InvalidRpcUrlError } from '../networks/InvalidRpcUrlError'
export {
  bitcoin,
  bitcoinTestnet,
  cosmosHub,
  polkadot,
  solana,
  solanaDevnet,
} from '../networks/otherNetworks'
export { API_EXPLORER_NAME, withApiExplorer } from '../networks/withApiExplorer'
export { type ApiRpcOptions, withApiRpc } from '../networks/withApiRpc'
export {
  type CustomRpcUrl,
  type CustomRpcUrlMap,
  withCustomRpcUrls,
} from '../networks/withCustomRpcUrls'
export type { CaipNetwork as AppKitNetwork } from '../types/network'
