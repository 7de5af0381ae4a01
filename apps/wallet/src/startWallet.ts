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
import type { NamespaceKeys } from './namespaceKeys'
import { readWalletConfig, type WalletConfig } from './readWalletConfig'
import type { ExtraAccount } from './walletNamespaces'

/** A started wallet page: its configuration and its store. */
export type StartedWallet = { readonly config: WalletConfig; readonly store: WalletStore }

/**
 * Reads the configuration, loads the devnet's chains, derives the dev accounts (EVM, plus one
 * Solana devnet, one Bitcoin regtest, one Cosmos account on each Cosmos devnet chain and one
 * Polkadot account on the devnet's chopsticks chain, derived when a dapp first asks for it), offered
 * to dapps that ask for them (the same
 * keys as the dev wallets) and starts
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
  const extra: ExtraAccount[] = [
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
  const keys: { -readonly [K in keyof NamespaceKeys]: NamespaceKeys[K] } = {
    solana: solanaKey,
    bitcoin: bitcoinKey,
    cosmos: cosmosKey,
  }
  // The Polkadot key's libraries (@polkadot/*, sr25519 wasm) load only when a dapp asks for a
  // polkadot chain: a page that never serves one does not pay for them.
  let polkadot: Promise<void> | undefined
  const loadKeysFor = async (asked: readonly string[]) => {
    if (!asked.some((chain) => chain.startsWith('polkadot'))) return
    polkadot ??= import('./devPolkadotAccount').then(async (module) => {
      const key = await module.deriveDevPolkadotAccount()
      extra.push({
        chain: module.POLKADOT_DEVNET_CHAIN,
        address: key.address,
        methods: module.POLKADOT_WALLET_METHODS,
      })
      keys.polkadot = key
    })
    await polkadot
  }
  return { config, store: createWalletStore(kit, chains, accounts, extra, keys, loadKeysFor) }
}
