import { type Address, isAddress } from 'viem'
import type { BitcoinNode } from '../bitcoin/BitcoinNode'
import type { CosmosChain } from '../cosmos/CosmosChain'
import { isPolkadotAddress } from '../polkadot/isPolkadotAddress'
import type { PolkadotNode } from '../polkadot/PolkadotNode'
import { BadRequestError } from '../server/ApiError'
import type { AppContext } from '../server/AppContext'
import { isSolanaAddress } from '../solana/isSolanaAddress'
import type { SolanaRpc } from '../solana/SolanaRpc'
import { parseChainId } from './requireChain'

/** JSON schema of the account routes' chainId (CAIP-2): `eip155:1`, `solana:…`, `bip122:…`, `polkadot:…` or `cosmos:<chain-id>`. */
export const accountChainIdSchema = {
  type: 'string',
  pattern:
    '^(eip155:[1-9][0-9]{0,9}|(solana|bip122|polkadot):[A-Za-z0-9]{1,32}|cosmos:[-A-Za-z0-9]{1,32})$',
} as const

/** JSON schema of the account routes' account: an address of any namespace, or a CAIP-10 one. */
export const accountParam = {
  type: 'string',
  minLength: 14,
  maxLength: 160,
  pattern: '^[A-Za-z0-9:-]+$',
} as const

/** Whom an account route reads, and from where. */
export type AccountTarget =
  /** `chainId` absent: every EVM chain. */
  | { namespace: 'eip155'; address: Address; chainId: number | undefined }
  | { namespace: 'solana'; address: string; rpc: SolanaRpc }
  | { namespace: 'bip122'; address: string; node: BitcoinNode }
  | { namespace: 'cosmos'; address: string; chain: CosmosChain }
  | { namespace: 'polkadot'; address: string; node: PolkadotNode }

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Reads the account of a balance or history request: a plain address with `chainId` (as the
 * modal's client sends it), or a CAIP-10 account (`solana:<ref>:<address>`, whose chainId, if
 * also given, must be the same). Without any chainId an EVM address means every EVM chain.
 * A malformed id or address, or a Solana or Bitcoin network not configured here, is a
 * BadRequestError (400); whether an EVM chain is configured is the route's to check.
 */
export function resolveAccount(
  ctx: AppContext,
  account: string,
  chainId: string | undefined,
): AccountTarget {
  let address = account
  let network = chainId
  if (account.includes(':')) {
    const parts = account.split(':')
    if (parts.length !== 3 || parts.some((part) => part === ''))
      throw new BadRequestError(`Invalid CAIP-10 address: ${account}`)
    const [namespace, reference, plain] = parts as [string, string, string]
    const caip2 = `${namespace}:${reference}`
    if (chainId !== undefined && chainId !== caip2 && `eip155:${chainId}` !== caip2)
      throw new BadRequestError(`The chainId ${chainId} is not the network of ${account}`)
    address = plain
    network = caip2
  }
  if (network === undefined) {
    if (!EVM_ADDRESS.test(address))
      throw new BadRequestError('A chainId is required for an address that is not an EVM address')
    return { namespace: 'eip155', address: address as Address, chainId: undefined }
  }
  const namespace = network.includes(':') ? network.slice(0, network.indexOf(':')) : 'eip155'
  if (namespace === 'eip155') {
    const id = parseChainId(network)
    if (!EVM_ADDRESS.test(address) || !isAddress(address, { strict: false }))
      throw new BadRequestError(`Invalid EVM address: ${address}`)
    return { namespace, address: address as Address, chainId: id }
  }
  if (namespace === 'solana') {
    const rpc = ctx.solana.get(network)
    if (!rpc) throw new BadRequestError('Unsupported chainId')
    if (!isSolanaAddress(address)) throw new BadRequestError(`Invalid Solana address: ${address}`)
    return { namespace, address, rpc }
  }
  if (namespace === 'bip122') {
    const node = ctx.bitcoin
    if (!node || node.config.chainId !== network) throw new BadRequestError('Unsupported chainId')
    if (!/^[A-Za-z0-9]{14,90}$/.test(address))
      throw new BadRequestError(`Invalid Bitcoin address for this network: ${address}`)
    return { namespace, address, node }
  }
  if (namespace === 'cosmos') {
    const chain = ctx.cosmos.get(network)
    if (!chain) throw new BadRequestError('Unsupported chainId')
    if (!/^[a-z][a-z0-9]{0,82}1[02-9ac-hj-np-z]{38,58}$/.test(address))
      throw new BadRequestError(`Invalid Cosmos address: ${address}`)
    return { namespace, address, chain }
  }
  if (namespace === 'polkadot') {
    const node = ctx.polkadot.get(network)
    if (!node) throw new BadRequestError('Unsupported chainId')
    if (!isPolkadotAddress(address))
      throw new BadRequestError(`Invalid Polkadot address: ${address}`)
    return { namespace, address, node }
  }
  throw new BadRequestError(`Invalid CAIP-2 network id: ${network}`)
}
