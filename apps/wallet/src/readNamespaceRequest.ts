import { base58 } from '@scure/base'
import { type CosmosRequest, readCosmosRequest } from './readCosmosRequest'
import { type PolkadotRequest, readPolkadotRequest } from './readPolkadotRequest'
import { readText as text } from './requestFields'
import {
  InvalidRequestParamsError,
  UnsupportedMethodError,
  WalletRequestError,
} from './WalletRequestError'

/**
 * A Solana, Bitcoin, Cosmos or Polkadot signing request, read from its WalletConnect params and
 * frozen (what is shown is signed): `solana_signMessage` (message in base58), bip122 `signMessage`
 * (text, signed with BIP-322), `cosmos_signDirect` / `cosmos_signAmino` (a sign doc), or
 * `polkadot_signMessage` / `polkadot_signTransaction` (bytes or an extrinsic payload).
 */
export type NamespaceRequest =
  | {
      readonly method: 'solana_signMessage'
      readonly chain: string
      readonly address: string
      /** The message bytes, base58 (as the request carried them). */
      readonly message: string
    }
  | {
      readonly method: 'signMessage'
      readonly chain: string
      readonly address: string
      readonly message: string
    }
  | CosmosRequest
  | PolkadotRequest

/** The page's non-EVM addresses a request may name. */
export type NamespaceAddresses = {
  readonly solana?: string | undefined
  readonly bitcoin?: readonly string[] | undefined
  readonly cosmos?: string | undefined
  /** Whether the page holds the key of a Polkadot address (any SS58 format). */
  readonly polkadot?: ((address: string) => boolean) | undefined
}

/**
 * Reads a session request on a `solana:`, `bip122:`, `cosmos:` or `polkadot:` chain into a frozen
 * NamespaceRequest (the cosmos ones through readCosmosRequest, the polkadot ones through
 * readPolkadotRequest).
 * Throws UnsupportedMethodError (4200) for methods the page does not sign,
 * InvalidRequestParamsError for malformed params and a 4100 WalletRequestError for an address
 * the page holds no key for.
 */
export function readNamespaceRequest(
  chain: string,
  method: string,
  params: unknown,
  addresses: NamespaceAddresses,
): NamespaceRequest {
  if (chain.startsWith('cosmos:')) return readCosmosRequest(chain, method, params, addresses.cosmos)
  if (chain.startsWith('polkadot:'))
    return readPolkadotRequest(chain, method, params, addresses.polkadot)
  const fields = (params ?? {}) as Record<string, unknown>
  if (chain.startsWith('solana:') && method === 'solana_signMessage') {
    const message = text(fields.message, 'The message')
    try {
      base58.decode(message)
    } catch (cause) {
      throw new InvalidRequestParamsError('The message is not base58.', { cause })
    }
    const address = text(fields.pubkey ?? addresses.solana, 'The pubkey')
    if (address !== addresses.solana)
      throw new WalletRequestError(4100, `The dev wallet holds no key for ${address}.`)
    return Object.freeze({ method, chain, address, message })
  }
  if (chain.startsWith('bip122:') && method === 'signMessage') {
    const message = text(fields.message, 'The message')
    if (fields.protocol !== undefined && fields.protocol !== 'bip322')
      throw new InvalidRequestParamsError('The dev wallet signs with BIP-322 only.')
    const address = text(fields.address ?? fields.account, 'The address')
    if (!addresses.bitcoin?.includes(address))
      throw new WalletRequestError(4100, `The dev wallet holds no key for ${address}.`)
    return Object.freeze({ method, chain, address, message })
  }
  throw new UnsupportedMethodError(method)
}
