import { ProviderRpcError } from '../errors/ProviderRpcError'

/**
 * The Solana node refused what the wallet sent: its JSON-RPC `code`, `message` and `data` as the
 * node gave them (-32003 'Transaction signature verification failure', -32002 a failed
 * simulation, ...), so a dapp can show the chain's own reason.
 */
export class SolanaNodeError extends ProviderRpcError {
  override name = 'SolanaNodeError'
}
