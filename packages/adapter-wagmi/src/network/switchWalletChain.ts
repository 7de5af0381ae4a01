import { ChainNotSupportedError } from '@appkit/core'
import { PROVIDER_ERROR_CODES } from '@appkit/core/adapter'
import { type Chain, type EIP1193Provider, numberToHex } from 'viem'
import { toAdapterError } from '../errors/toAdapterError'

function isUnrecognizedChain(error: unknown): boolean {
  const e = error as { code?: unknown; data?: { originalError?: { code?: unknown } } } | null
  return (
    e?.code === PROVIDER_ERROR_CODES.UNRECOGNIZED_CHAIN ||
    e?.data?.originalError?.code === PROVIDER_ERROR_CODES.UNRECOGNIZED_CHAIN
  )
}

/** The EIP-3085 parameters that add `chain` to a wallet (its configured RPC URLs only). */
export function toAddEthereumChainParameter(chain: Chain) {
  const explorer = chain.blockExplorers?.default
  return {
    chainId: numberToHex(chain.id),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [...chain.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer.url] } : {}),
  }
}

/**
 * Asks the wallet to switch to `chain`. When it answers 4902 (unknown chain), adds the chain
 * with `wallet_addEthereumChain` (at most once) and retries the switch once; a failed add or
 * retry throws 'Chain is not supported' (the wallet's error as cause). A rejected switch throws
 * core's user-rejection error.
 */
export async function switchWalletChain(provider: EIP1193Provider, chain: Chain): Promise<void> {
  const switchParams: [{ chainId: string }] = [{ chainId: numberToHex(chain.id) }]
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: switchParams })
    return
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw toAdapterError(error)
  }
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [toAddEthereumChainParameter(chain)],
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params: switchParams })
  } catch (error) {
    throw new ChainNotSupportedError({ cause: toAdapterError(error), details: chain.name })
  }
}
