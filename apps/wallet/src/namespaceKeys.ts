import { base58 } from '@scure/base'
import type { DevBitcoinAccount } from './devBitcoinAccount'
import type { DevSolanaAccount } from './devSolanaAccount'
import type { NamespaceRequest } from './readNamespaceRequest'

/** The page's non-EVM keys: the Solana and Bitcoin dev accounts, when offered. */
export type NamespaceKeys = {
  readonly solana?: DevSolanaAccount | undefined
  readonly bitcoin?: DevBitcoinAccount | undefined
}

/**
 * Signs an approved Solana or Bitcoin message request with the page's key: `{ signature }`
 * (base58, ed25519) for `solana_signMessage`, `{ address, signature }` (hex of the BIP-322
 * witness) for bip122 `signMessage`, as WalletConnect's RPC references give them.
 */
export function signNamespaceRequest(request: NamespaceRequest, keys: NamespaceKeys): unknown {
  if (request.method === 'solana_signMessage') {
    if (!keys.solana || keys.solana.address !== request.address)
      throw new Error(`The dev wallet holds no key for ${request.address}.`)
    return { signature: base58.encode(keys.solana.sign(base58.decode(request.message))) }
  }
  if (!keys.bitcoin) throw new Error(`The dev wallet holds no key for ${request.address}.`)
  return {
    address: request.address,
    signature: keys.bitcoin.signMessage(request.address, request.message),
  }
}
