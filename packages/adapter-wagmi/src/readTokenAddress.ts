import { type Address, isAddress } from 'viem'

/**
 * The contract of a token to send: core's send flow passes the blockchain API's token address,
 * a CAIP-10 id (`eip155:1:0x…`) or a bare address; the native coin has none (undefined).
 */
export function readTokenAddress(tokenAddress: unknown): Address | undefined {
  if (typeof tokenAddress !== 'string' || tokenAddress === '') return undefined
  const address = tokenAddress.split(':').at(-1) ?? ''
  return isAddress(address, { strict: false }) ? address : undefined
}
