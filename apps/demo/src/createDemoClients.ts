import { WagmiAdapter } from '@appkit/adapter-wagmi'
import type { CaipNetwork } from '@appkit/core'
import { QueryClient } from '@tanstack/react-query'
import type { DevnetConfig } from './DevnetConfig'
import { toCaipNetworks } from './toCaipNetworks'

/** What the page is built from: the networks, the wagmi adapter (its config feeds wagmi's hooks). */
export type DemoClients = {
  networks: [CaipNetwork, ...CaipNetwork[]]
  wagmiAdapter: WagmiAdapter
  queryClient: QueryClient
}

/** Creates the wagmi adapter and the query client for the devnet's networks; no request is made. */
export function createDemoClients(devnet: DevnetConfig): DemoClients {
  const [first, ...rest] = toCaipNetworks(devnet)
  if (!first) throw new Error('The devnet has no chain')
  const networks: [CaipNetwork, ...CaipNetwork[]] = [first, ...rest]
  const wagmiAdapter = new WagmiAdapter({ networks })
  return { networks, wagmiAdapter, queryClient: new QueryClient() }
}
