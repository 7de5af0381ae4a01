import { ADDRESS_TRUNCATE_END, ADDRESS_TRUNCATE_START } from '../constants/limitConstants'

/**
 * Shortens an address to its first 4 and last 6 characters around '...' (SPEC §5 'Addresses
 * truncated 4 start, 6 end'). Strings too short to shorten are returned unchanged.
 *
 * @example
 * truncateAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // '0x5a...1BeAed'
 */
export function truncateAddress(
  address: string,
  start: number = ADDRESS_TRUNCATE_START,
  end: number = ADDRESS_TRUNCATE_END,
): string {
  if (address.length <= start + end + 3) return address
  return `${address.slice(0, start)}...${address.slice(address.length - end)}`
}
