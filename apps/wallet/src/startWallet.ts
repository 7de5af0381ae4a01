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
 * Solana devnet, one Bitcoin regtest, one Cosmos account on each Cosmos devnet chain and one
 * Polkadot account on the devnet's chopsticks chain, offered to dapps that ask for them, the same
 * keys as the dev wallets) and starts
 * WalletKit on the configured relay. Rejects with WalletConfigError on bad configuration.
 */
export async function startWallet(
  search: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<StartedWallet> {
  const config = readWalletConfig(search, env)
  // The Polkadot key's libraries (@polkadot/*, sr25519 wasm) load beside the relay connection.
  const polkadot = import('./devPolkadotAccount').then(async (module) => ({
    ...module,
    key: await module.deriveDevPolkadotAccount(),
  }))
  polkadot.catch(() => {}) // awaited below; this only keeps an early failure from going unhandled
  const chains = await loadDevnetChains()
  const accounts = deriveDevAccounts()
  const kit = await createWalletKit({ relayUrl: config.relayUrl, projectId: config.projectId })
  const solanaKey = deriveDevSolanaAccount()
  const bitcoinKey = deriveDevBitcoinAccount()
  const [cosmosKey, { key: polkadotKey, POLKADOT_DEVNET_CHAIN, POLKADOT_WALLET_METHODS }] =
    await Promise.all([deriveDevCosmosAccount(), polkadot])
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
    {
      chain: POLKADOT_DEVNET_CHAIN,
      address: polkadotKey.address,
      methods: POLKADOT_WALLET_METHODS,
    },
  ]
  const keys = { solana: solanaKey, bitcoin: bitcoinKey, cosmos: cosmosKey, polkadot: polkadotKey }
  return { config, store: createWalletStore(kit, chains, accounts, extra, keys) }
}
