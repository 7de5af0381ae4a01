import { CHAIN_NAMESPACES, isFeatureSupported, isNamespaceAddress } from '@appkit/core/internal'

/**
 * A payment the dapp asks for (`appKit.openPay(request)`): the visitor sees it in the Pay panel
 * and pays it from the connected account through the wallet.
 */
export type PayRequest = {
  /** The address paid, on the active network. */
  recipient: string
  /** A decimal string in the asset's units (`'1.5'`): amounts are never floats. */
  amount: string
  /**
   * `'native'` for the network's own currency, else the token's CAIP-10 address
   * (`eip155:1:0x…`, as the balance API names tokens), on the active network.
   */
  asset: string
}

const amountPattern = /^(?:0|[1-9][0-9]{0,29})(?:\.[0-9]{1,36})?$/

/**
 * `data` as a {@link PayRequest} when it is one: an EVM or Solana recipient address, a positive
 * decimal-string amount, and `'native'` or a CAIP-10 asset; else undefined.
 */
export function parsePayRequest(data: unknown): PayRequest | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { recipient, amount, asset } = data as Record<string, unknown>
  if (typeof recipient !== 'string' || typeof amount !== 'string' || typeof asset !== 'string')
    return undefined
  // Pay sends: a recipient of a namespace whose send is supported (SPEC §1 'send ... EVM and Solana').
  const validRecipient = CHAIN_NAMESPACES.some(
    (namespace) =>
      isFeatureSupported('send', namespace) && isNamespaceAddress(namespace, recipient),
  )
  const positive = amountPattern.test(amount) && /[1-9]/.test(amount)
  const validAsset =
    asset === 'native' || /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/.test(asset)
  return validRecipient && positive && validAsset ? { recipient, amount, asset } : undefined
}
