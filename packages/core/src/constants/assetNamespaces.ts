import type { ChainNamespace } from '../types/network'

/**
 * The SLIP-44 coin type of each namespace's native coin, for CAIP-19 ids of the form
 * `<caip2>/slip44:<coinType>` (SLIP-0044: ETH 60, SOL 501, BTC 0, DOT 354, ATOM 118).
 */
export const NATIVE_SLIP44_COIN_TYPES: Readonly<Record<ChainNamespace, number>> = {
  eip155: 60,
  solana: 501,
  bip122: 0,
  polkadot: 354,
  cosmos: 118,
}

/**
 * The CAIP-19 asset namespace of a namespace's tokens (`erc20` on EVM, `token` for SPL mints,
 * `asset` for Polkadot Asset Hub ids, `denom`-style `ibc`/native denoms on Cosmos as `token`);
 * Bitcoin has no token of its own here.
 */
export const TOKEN_ASSET_NAMESPACES: Readonly<Record<ChainNamespace, string | undefined>> = {
  eip155: 'erc20',
  solana: 'token',
  bip122: undefined,
  polkadot: 'asset',
  cosmos: 'token',
}
