import type { ChainNamespace } from '../types/network'

/**
 * The URI scheme a namespace's wallets read from a receive QR code: BIP-21's `bitcoin:` on
 * bip122. The other namespaces show the bare address, which every wallet of theirs reads.
 */
export const PAYMENT_URI_SCHEMES: Readonly<Partial<Record<ChainNamespace, string>>> = {
  bip122: 'bitcoin',
}

/**
 * What the Receive QR code holds for `address` in `namespace`: a payment URI where the namespace
 * has a scheme (BIP-21 `bitcoin:<address>`), else the address itself.
 *
 * @example
 * toPaymentUri('bip122', 'bcrt1q…') // 'bitcoin:bcrt1q…'
 * toPaymentUri('eip155', '0xf39F…') // '0xf39F…'
 */
export function toPaymentUri(namespace: ChainNamespace, address: string): string {
  const scheme = PAYMENT_URI_SCHEMES[namespace]
  return scheme ? `${scheme}:${address}` : address
}
