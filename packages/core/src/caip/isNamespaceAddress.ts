import type { ChainNamespace } from '../constants/networkConstants'
import { isBitcoinAddress } from './isBitcoinAddress'
import { isCosmosAddress } from './isCosmosAddress'
import { isEip155Address } from './isEip155Address'
import { isPolkadotAddress } from './isPolkadotAddress'
import { isSolanaAddress } from './isSolanaAddress'

const validators: Record<ChainNamespace, (address: string) => boolean> = {
  eip155: isEip155Address,
  solana: isSolanaAddress,
  polkadot: isPolkadotAddress,
  bip122: isBitcoinAddress,
  cosmos: (address) => isCosmosAddress(address),
}

/**
 * Checks an account address by the rules of its namespace: eip155 (40 hex, optional 0x, EIP-55),
 * solana (32-44 base58, 32 bytes), polkadot (SS58), bip122 (base58check or bech32/bech32m) and
 * cosmos (bech32 with a prefix).
 *
 * @example
 * isNamespaceAddress('solana', 'So11111111111111111111111111111111111111112') // true
 */
export function isNamespaceAddress(namespace: ChainNamespace, address: string): boolean {
  return validators[namespace](address)
}
