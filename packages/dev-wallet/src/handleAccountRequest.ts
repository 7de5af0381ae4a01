import { numberToHex } from 'viem'
import { requireAuthorizedAccount } from './requireAuthorizedAccount'
import { revokeAuthorization } from './revokeAuthorization'
import { type RequestHandler, unhandled, type WalletContext } from './WalletContext'

function accountsOf(context: WalletContext): string[] {
  return context.state.authorized ? [context.state.account().address] : []
}

/** Asks consent when not yet authorized (eth_requestAccounts) or always (wallet_requestPermissions). */
async function requestAccounts(
  context: WalletContext,
  method: 'eth_requestAccounts' | 'wallet_requestPermissions',
): Promise<string[]> {
  const { state } = context
  if (!state.authorized || method === 'wallet_requestPermissions') {
    await context.approve({
      method,
      title: `Connect to ${context.origin}?`,
      details: [
        `Account ${state.account().address}`,
        `Network ${state.chain().name} (${state.chainId})`,
      ],
    })
    if (!state.authorized) {
      state.authorized = true
      state.save()
      context.events.emit('accountsChanged', accountsOf(context))
    }
  }
  return accountsOf(context)
}

const permissions = (context: WalletContext) =>
  context.state.authorized
    ? [
        {
          parentCapability: 'eth_accounts',
          invoker: context.origin,
          caveats: [{ type: 'restrictReturnedAccounts', value: accountsOf(context) }],
        },
      ]
    : []

/**
 * eth_requestAccounts (asks consent once, then remembers it), eth_accounts ([] until authorized),
 * wallet_requestPermissions (asks every time, like common wallets; wagmi connects with it),
 * the EIP-2255 permission methods (wallet_revokePermissions disconnects: accountsChanged []) and
 * EIP-5792 wallet_getCapabilities (no atomic batches) for the authorized account.
 */
export const handleAccountRequest: RequestHandler = async (context, method, params) => {
  const { state } = context
  switch (method) {
    case 'eth_requestAccounts':
      return requestAccounts(context, method)
    case 'eth_accounts':
      return accountsOf(context)
    case 'wallet_requestPermissions':
      await requestAccounts(context, method)
      return permissions(context)
    case 'wallet_getPermissions':
      return permissions(context)
    case 'wallet_revokePermissions':
      revokeAuthorization(context)
      return null
    case 'wallet_getCapabilities': {
      requireAuthorizedAccount(state, params[0])
      const chainIds = [...state.chains.keys()].map((chainId) => numberToHex(chainId))
      const wanted = Array.isArray(params[1])
        ? chainIds.filter((id) => (params[1] as unknown[]).includes(id))
        : chainIds
      return Object.fromEntries(wanted.map((id) => [id, { atomic: { status: 'unsupported' } }]))
    }
    default:
      return unhandled
  }
}
