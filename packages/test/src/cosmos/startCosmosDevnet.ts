import { CosmosLedger } from './CosmosLedger'
import {
  COSMOS_DENOM,
  COSMOS_DEV_ADDRESSES,
  COSMOS_DEV_BALANCE,
  COSMOS_PREFIX,
} from './cosmosDevKeys'
import { startCosmosRpcServer } from './startCosmosRpcServer'

/** The chain ids of the two simulated Cosmos chains (two, so a wallet can switch between them). */
export const COSMOS_DEVNET_CHAIN_IDS = ['appkit-devnet-1', 'appkit-devnet-2'] as const

/** One simulated chain: where its CometBFT RPC and its LCD routes answer (the same URL). */
export type CosmosDevnetChain = {
  readonly chainId: string
  /** CometBFT JSON-RPC (POST) — give it to cosmjs' StargateClient. */
  readonly rpcUrl: string
  /** The LCD (REST) base: `/cosmos/bank/v1beta1/balances/{address}`, `/cosmos/auth/...`. */
  readonly restUrl: string
  readonly port: number
  readonly denom: string
  readonly prefix: string
  /** The minimum gas price in `denom` per gas unit. */
  readonly minGasPrice: number
}

/** The simulated Cosmos chains (plain JSON, part of DevnetInfo). */
export type CosmosDevnetInfo = { readonly chains: readonly CosmosDevnetChain[] }

/** The running simulator: its info, its ledgers (for in-process checks) and `stop()`. */
export type CosmosDevnet = CosmosDevnetInfo & {
  readonly ledgers: readonly CosmosLedger[]
  stop(): Promise<void>
}

/**
 * Starts the Cosmos SIMULATOR in this process: for each chain id of COSMOS_DEVNET_CHAIN_IDS a
 * CosmosLedger (a bank ledger, not a cosmos-sdk node) with the ten dev keys funded with
 * COSMOS_DEV_BALANCE uatom, served on a free 127.0.0.1 port in CometBFT's RPC shapes and the LCD
 * routes. `stop()` closes the servers.
 */
export async function startCosmosDevnet(): Promise<CosmosDevnet> {
  const ledgers = COSMOS_DEVNET_CHAIN_IDS.map((chainId) => {
    const ledger = new CosmosLedger({ chainId, denom: COSMOS_DENOM, prefix: COSMOS_PREFIX })
    for (const address of COSMOS_DEV_ADDRESSES) ledger.fund(address, COSMOS_DEV_BALANCE)
    return ledger
  })
  const servers = await Promise.all(ledgers.map((ledger) => startCosmosRpcServer(ledger)))
  let stopping: Promise<void> | undefined
  return {
    chains: ledgers.map((ledger, index) => ({
      chainId: ledger.chainId,
      rpcUrl: servers[index]!.url,
      restUrl: servers[index]!.url,
      port: servers[index]!.port,
      denom: ledger.denom,
      prefix: ledger.prefix,
      minGasPrice: ledger.minGasPrice,
    })),
    ledgers,
    stop: () => {
      stopping ??= Promise.all(servers.map((server) => server.close())).then(() => undefined)
      return stopping
    },
  }
}
