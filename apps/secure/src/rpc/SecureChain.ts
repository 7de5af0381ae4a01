import type { SmartAccountChain } from '../smartAccounts/SmartAccountChain'

/**
 * A chain the embedded wallet signs for and sends to (`symbol`: its native coin, default ETH);
 * `smartAccount` enables ERC-4337 smart accounts on it (its bundler, SPEC §3 'smartAccountEnabledNetworks').
 */
export type SecureChain = {
  chainId: number
  rpcUrl: string
  name?: string
  symbol?: string
  smartAccount?: SmartAccountChain
}
