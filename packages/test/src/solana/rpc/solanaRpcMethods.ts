import { accountMethods } from './accountMethods'
import { clusterMethods } from './clusterMethods'
import { devMethods } from './devMethods'
import { historyMethods } from './historyMethods'
import type { SolanaRpcMethod } from './rpcParams'
import { tokenMethods } from './tokenMethods'
import { transactionMethods } from './transactionMethods'

/** Every HTTP JSON-RPC method the Solana devnet answers, by name. */
export const solanaRpcMethods: Readonly<Record<string, SolanaRpcMethod>> = {
  ...accountMethods,
  ...clusterMethods,
  ...devMethods,
  ...historyMethods,
  ...tokenMethods,
  ...transactionMethods,
}
