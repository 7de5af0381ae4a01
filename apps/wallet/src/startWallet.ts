import { createWalletKit } from './createWalletKit'
import { createWalletStore, type WalletStore } from './createWalletStore'
import { deriveDevAccounts } from './devAccounts'
import { BITCOIN_REGTEST_CHAIN, deriveDevBitcoinAccount } from './devBitcoinAccount'
import {
  COSMOS_DEVNET_CHAINS,
  COSMOS_WALLET_METHODS,
  deriveDevCosmosAccount,
} from './devCosmosAccount'
import { deriveDevSolanaAccount, SOLANA_DEVNET_CHAIN } from './devSolanaAccount'
import { loadDevnetChains } from './loadDevnetChains'
import { readWalletConfig, type WalletConfig } from './readWalletConfig'

/** A started wallet page: its configuration and its store. */
export type StartedWallet = { readonly config: WalletConfig; readonly store: WalletStore }

/**
 * Reads the configuration, loads the devnet's chains, derives the dev accounts (EVM, plus one
 * Solana devnet, one Bitcoin regtest and one Cosmos account on each Cosmos devnet chain offered
 * to dapps that ask for them, the same keys as the dev wallets) and starts
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
  const solanaKey = deriveDevSolanaAccount()
  const bitcoinKey = deriveDevBitcoinAccount()
  const cosmosKey = await deriveDevCosmosAccount()
  const extra = [
    { chain: SOLANA_DEVNET_CHAIN, address: solanaKey.address, methods: ['solana_signMessage'] },
    {
      chain: BITCOIN_REGTEST_CHAIN,
      address: bitcoinKey.address,
      methods: ['signMessage', 'getAccountAddresses'],
    },
    ...COSMOS_DEVNET_CHAINS.map((chain) => ({
      chain,
      address: cosmosKey.address,
      methods: COSMOS_WALLET_METHODS,
    })),
  ]
  const keys = { solana: solanaKey, bitcoin: bitcoinKey, cosmos: cosmosKey }
  return { config, store: createWalletStore(kit, chains, accounts, extra, keys) }
}
