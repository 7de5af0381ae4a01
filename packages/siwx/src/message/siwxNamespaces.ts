import { isBitcoinAddress, isSolanaAddress, toChecksumAddress } from '@appkit/core/internal'

/** The chain namespaces SIWX writes and reads messages for. */
export type SiwxNamespace = 'eip155' | 'solana' | 'bip122'

/** How one namespace's message looks and which addresses and references it takes. */
export type SiwxNamespaceFormat = {
  /** The chain name of the header: '… sign in with your {chainName} account:'. */
  chainName: string
  /** Whether `reference` is a CAIP-2 reference of this namespace. */
  isReference(reference: string): boolean
  /** Whether `address` is an account address in the form the message must carry. */
  isAddress(address: string): boolean
  /** The message form of an address a wallet reported (EIP-55 for eip155), else unchanged. */
  normalizeAddress(address: string): string
}

const evmAddress = /^0x[0-9a-fA-F]{40}$/
const caip2Reference = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * The message format of each namespace: EIP-4361 for eip155 ('Ethereum'), and the same
 * CAIP-122 layout for solana ('Solana') and bip122 ('Bitcoin').
 */
export const SIWX_NAMESPACE_FORMATS: Record<SiwxNamespace, SiwxNamespaceFormat> = {
  eip155: {
    chainName: 'Ethereum',
    // EIP-155 chain ids: decimal, no leading zero (refuses '1.1', '?', '01').
    isReference: (reference) => /^(0|[1-9][0-9]{0,31})$/.test(reference),
    // EIP-4361: the address MUST be EIP-55 checksummed.
    isAddress: (address) => evmAddress.test(address) && toChecksumAddress(address) === address,
    normalizeAddress(address) {
      if (!evmAddress.test(address)) return address
      const hex = address.slice(2)
      const singleCase = hex === hex.toLowerCase() || hex === hex.toUpperCase()
      return singleCase ? toChecksumAddress(address) : address
    },
  },
  solana: {
    chainName: 'Solana',
    isReference: (reference) => caip2Reference.test(reference),
    isAddress: isSolanaAddress,
    normalizeAddress: (address) => address,
  },
  bip122: {
    chainName: 'Bitcoin',
    // BIP-122: the first 32 hex characters of the genesis block hash.
    isReference: (reference) => /^[0-9a-f]{32}$/.test(reference),
    isAddress: isBitcoinAddress,
    normalizeAddress: (address) => address,
  },
}

/** True when `namespace` has a SIWX message format. */
export function isSiwxNamespace(namespace: string): namespace is SiwxNamespace {
  return Object.hasOwn(SIWX_NAMESPACE_FORMATS, namespace)
}

/** The namespace whose header names `chainName`, or undefined. */
export function getSiwxNamespaceByChainName(chainName: string): SiwxNamespace | undefined {
  return (Object.keys(SIWX_NAMESPACE_FORMATS) as SiwxNamespace[]).find(
    (namespace) => SIWX_NAMESPACE_FORMATS[namespace].chainName === chainName,
  )
}
