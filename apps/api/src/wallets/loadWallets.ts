import { validateWallets } from './validateWallets'
import type { Wallet } from './Wallet'
import { walletDataset } from './walletDataset'

/** The curated registry, validated (throws `InvalidWalletError` at start on a bad entry). */
export function loadWallets(dataset: readonly Wallet[] = walletDataset): readonly Wallet[] {
  return validateWallets(dataset)
}
