/**
 * Shortens an address to its first 4 and last 6 characters around an ellipsis (SPEC §5:
 * 'Addresses truncated 4 start, 6 end'); a leading `0x` is kept in front of the 4.
 *
 * @example
 * truncateAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // '0xd8dA…A96045'
 */
export function truncateAddress(address: string): string {
  const prefix = address.startsWith('0x') ? '0x' : ''
  const body = address.slice(prefix.length)
  if (body.length <= 10) return address
  return `${prefix}${body.slice(0, 4)}…${body.slice(-6)}`
}
