import { base58 } from '@scure/base'
import type { DevBitcoinAccount } from './devBitcoinAccount'
import type { DevCosmosAccount } from './devCosmosAccount'
import type { DevPolkadotAccount } from './devPolkadotAccount'
import type { DevSolanaAccount } from './devSolanaAccount'
import type { NamespaceRequest } from './readNamespaceRequest'

/** The page's non-EVM keys: the Solana, Bitcoin, Cosmos and Polkadot dev accounts, when offered. */
export type NamespaceKeys = {
  readonly solana?: DevSolanaAccount | undefined
  readonly bitcoin?: DevBitcoinAccount | undefined
  readonly cosmos?: DevCosmosAccount | undefined
  readonly polkadot?: DevPolkadotAccount | undefined
}

/**
 * Signs an approved Solana or Bitcoin message request with the page's key: `{ signature }`
 * (base58, ed25519) for `solana_signMessage`, `{ address, signature }` (hex of the BIP-322
 * witness) for bip122 `signMessage`, `{ signature, signed }` (cosmjs' StdSignature and the signed
 * doc) for `cosmos_signDirect` and `cosmos_signAmino`, `{ signature }` (hex, sr25519) for
 * `polkadot_signMessage` and `polkadot_signTransaction`, as WalletConnect's RPC references give them.
 */
export async function signNamespaceRequest(
  request: NamespaceRequest,
  keys: NamespaceKeys,
): Promise<unknown> {
  if (request.method === 'cosmos_signDirect' || request.method === 'cosmos_signAmino') {
    if (!keys.cosmos || keys.cosmos.address !== request.address)
      throw new Error(`The dev wallet holds no key for ${request.address}.`)
    return request.method === 'cosmos_signDirect'
      ? keys.cosmos.signDirect(request.signDoc)
      : keys.cosmos.signAmino(request.signDoc)
  }
  if (request.method === 'polkadot_signMessage' || request.method === 'polkadot_signTransaction') {
    if (!keys.polkadot?.holds(request.address))
      throw new Error(`The dev wallet holds no key for ${request.address}.`)
    return request.method === 'polkadot_signMessage'
      ? keys.polkadot.signMessage(request.message)
      : keys.polkadot.signTransaction(request.payload)
  }
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
