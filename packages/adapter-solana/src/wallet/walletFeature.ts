import type { Wallet } from '@wallet-standard/base'
import { SolanaWalletFeatureError } from '../errors/SolanaWalletFeatureError'

/** The wallet's implementation of feature `name`; SolanaWalletFeatureError when it has none. */
export function walletFeature<F>(wallet: Wallet, name: string): F {
  const feature = (wallet.features as Record<string, unknown>)[name]
  if (!feature) throw new SolanaWalletFeatureError(name)
  return feature as F
}
