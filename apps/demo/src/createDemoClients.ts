import { WagmiAdapter } from '@appkit/adapter-wagmi'
import type { CaipNetwork, SiwxConfig } from '@appkit/core'
import { type AppKit, createAppKit } from '@appkit/scaffold'
import { createWalletConnect } from '@appkit/walletconnect'
import { QueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { readThemeChoice, resolveThemeMode } from './demoTheme'
import { type DemoConfig, DemoConfigError } from './readDemoConfig'
import { readDemoPreferences } from './readDemoPreferences'
import { createSolanaDemoAdapter, solanaDemoNetwork } from './solanaDemoNetwork'
import { toCaipNetworks } from './toCaipNetworks'

/** What the page is built from: the networks, the wagmi adapter (its config feeds wagmi's hooks), AppKit. */
export type DemoClients = {
  /** The EVM networks (wagmi's); AppKit also has the devnet's Solana network when it runs. */
  networks: [CaipNetwork, ...CaipNetwork[]]
  wagmiAdapter: WagmiAdapter
  appKit: AppKit
  queryClient: QueryClient
  /** The devnet's Solana network when it runs one (its adapter loads on demand). */
  solanaNetwork?: CaipNetwork
  /** The devnet's USDC contract by chain id (the Pay card asks for USDC). */
  usdc: Readonly<Record<string, Address>>
}

/**
 * Creates the wagmi adapter, AppKit and the query client for the devnet's networks (EVM, and
 * Solana through an adapter loaded on demand), with
 * apps/api as every service, WalletConnect on apps/relay and e-mail login on apps/secure when they
 * run. Nothing is requested
 * here: the modal and its first request wait for the visitor, and the WalletConnect libraries
 * load only when the visitor picks WalletConnect (or a stored session is restored). With `siwx`,
 * a connection asks the visitor to sign in.
 */
export function createDemoClients(
  config: DemoConfig & { devnet: NonNullable<DemoConfig['devnet']> },
  siwx?: SiwxConfig,
): DemoClients {
  const [first, ...rest] = toCaipNetworks(config.devnet)
  if (!first) throw new DemoConfigError('The devnet has no chain')
  const networks: [CaipNetwork, ...CaipNetwork[]] = [first, ...rest]
  const { apiUrl, relayUrl, secureUrl } = config
  // createAppKit hands the metadata below to the WalletConnect client (configurePairing).
  const wagmiAdapter = new WagmiAdapter({
    networks,
    ...(relayUrl ? { walletConnect: createWalletConnect({ relayUrl }) } : {}),
  })
  // The devnet's Solana cluster beside the EVM chains; its adapter loads when first needed. No
  // public explorer knows it: its receipts link apps/api's transaction pages when apps/api runs.
  const solanaNetwork = config.devnet.solana
    ? solanaDemoNetwork(config.devnet.solana, apiUrl)
    : undefined
  const appKit = createAppKit({
    networks: solanaNetwork ? [...networks, solanaNetwork] : networks,
    adapters: solanaNetwork
      ? [wagmiAdapter, createSolanaDemoAdapter(solanaNetwork)]
      : [wagmiAdapter],
    metadata: {
      name: 'AppKit demo',
      description: 'The AppKit demo dapp on the devnet',
      url: window.location.origin,
      icons: [],
    },
    ...(apiUrl ? { apiUrls: { wallet: apiUrl, blockchain: apiUrl, analytics: apiUrl } } : {}),
    ...(secureUrl ? { secureSiteUrl: secureUrl } : {}),
    // Pay is off by default (SPEC §9): the demo's Pay card asks for payments.
    features: { pay: true },
    // `?theme=dark` and `?locale=ar` (right to left) for trying the modal's looks; without
    // `?theme=`, the system's colour scheme (the page's theme switch changes it later).
    // `?modalPreload=intent` loads the modal's scripts on hover/focus/press only.
    ...readDemoPreferences(window.location.search),
    themeMode: resolveThemeMode(readThemeChoice(window.location.search)),
    // Sign-in with a wallet only when the page asked for it (loadDemoSiwx).
    ...(siwx ? { siwx } : {}),
  })
  const usdc = Object.fromEntries(
    Object.entries(config.devnet.contracts).map(([chainId, contracts]) => [
      chainId,
      contracts.usdc,
    ]),
  )
  return {
    networks,
    wagmiAdapter,
    appKit,
    queryClient: new QueryClient(),
    usdc,
    ...(solanaNetwork ? { solanaNetwork } : {}),
  }
}
