import { createWalletKit } from './createWalletKit'
import { createWalletStore, type WalletStore } from './createWalletStore'
import { deriveDevAccounts } from './devAccounts'
import { deriveDevSolanaAccount, SOLANA_DEVNET_CHAIN } from './devSolanaAccount'
import { loadDevnetChains } from './loadDevnetChains'
import { readWalletConfig, type WalletConfig } from './readWalletConfig'

/** A started wallet page: its configuration and its store. */
export type StartedWallet = { readonly config: WalletConfig; readonly store: WalletStore }

/**
 * Reads the configuration, loads the devnet's chains, derives the dev accounts (EVM, and one
 * Solana devnet account offered to dapps that ask for it) and starts
 * WalletKit on the configured relay. Rejects with WalletConfigError on bad configuration.
 */
export async function startWallet(
  search: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<StartedWallet> {
  const config = readWalletConfig(search, env)
  const chains = await loadDevnetChains()
  const accounts = deriveDevAccounts()
  const kit = await createWalletKit({ relayUrl: config.relayUrl, projectId: config.projectId })
  const solana = { chain: SOLANA_DEVNET_CHAIN, address: deriveDevSolanaAccount().address }
  return { config, store: createWalletStore(kit, chains, accounts, [solana]) }
}
