import { numberToHex } from 'viem'
import { activateChain } from './activateChain'
import type { DevWalletChain } from './DevWalletTypes'
import { InvalidParamsError, UnrecognizedChainError } from './errors/providerErrors'
import { parseChainIdParam } from './parseChainIdParam'
import { type RequestHandler, unhandled, type WalletContext } from './WalletContext'

async function switchChain(context: WalletContext, param: unknown): Promise<null> {
  const chainId = parseChainIdParam(param)
  const chain = context.state.chains.get(chainId)
  if (!chain) throw new UnrecognizedChainError(chainId)
  if (chainId === context.state.chainId) return null
  await context.approve({
    method: 'wallet_switchEthereumChain',
    title: `Switch to ${chain.name}?`,
    details: [`Chain ID ${chainId}`, `From ${context.state.chain().name}`],
  })
  activateChain(context, chainId)
  return null
}

function readAddChainParam(param: unknown): DevWalletChain {
  const chainId = parseChainIdParam(param)
  const { chainName, rpcUrls, nativeCurrency, blockExplorerUrls } = param as Record<string, unknown>
  const rpcUrl = Array.isArray(rpcUrls)
    ? rpcUrls.find((url) => typeof url === 'string' && /^https?:\/\//.test(url))
    : undefined
  if (typeof chainName !== 'string' || !chainName || typeof rpcUrl !== 'string')
    throw new InvalidParamsError(
      'wallet_addEthereumChain needs a chainName and an http(s) rpcUrls entry.',
    )
  const currency = nativeCurrency as DevWalletChain['nativeCurrency'] | undefined
  const explorer = Array.isArray(blockExplorerUrls) ? blockExplorerUrls[0] : undefined
  return {
    chainId,
    name: chainName,
    rpcUrl,
    ...(currency && typeof currency.symbol === 'string' ? { nativeCurrency: currency } : {}),
    ...(typeof explorer === 'string' ? { blockExplorerUrl: explorer } : {}),
  }
}

/** EIP-3085: adds the chain (after consent) and, like common wallets, switches to it. */
async function addChain(context: WalletContext, param: unknown): Promise<null> {
  const chain = readAddChainParam(param)
  const { state } = context
  if (!state.chains.has(chain.chainId)) {
    await context.approve({
      method: 'wallet_addEthereumChain',
      title: `Add ${chain.name}?`,
      details: [`Chain ID ${chain.chainId}`, `RPC ${chain.rpcUrl}`],
    })
    state.chains.set(chain.chainId, chain)
    state.save()
  } else if (state.chainId !== chain.chainId) {
    return switchChain(context, param)
  }
  activateChain(context, chain.chainId)
  return null
}

/** eth_chainId (hex), net_version (decimal), wallet_switchEthereumChain, wallet_addEthereumChain. */
export const handleChainRequest: RequestHandler = async (context, method, params) => {
  switch (method) {
    case 'eth_chainId':
      return numberToHex(context.state.chainId)
    case 'net_version':
      return String(context.state.chainId)
    case 'wallet_switchEthereumChain':
      return switchChain(context, params[0])
    case 'wallet_addEthereumChain':
      return addChain(context, params[0])
    default:
      return unhandled
  }
}
