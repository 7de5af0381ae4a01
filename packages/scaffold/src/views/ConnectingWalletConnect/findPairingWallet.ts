import type { Connector, Wallet } from '@appkit/core'
import type { AppKitCore } from '@appkit/core/internal'
import { WALLET_CONNECT_QR_ID } from './openWalletConnect'

const isWallet = (value: unknown): value is Wallet =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Wallet).id === 'string' &&
  typeof (value as Wallet).name === 'string'

/**
 * The registry wallet the view connects (router data `wallet`, completed from the recent
 * wallets when it came without its links) and the installed connector of the same wallet, if
 * any (by rdns). No wallet, or the QR connector's own id, means any WalletConnect wallet.
 */
export function findPairingWallet(
  core: AppKitCore,
  routed: unknown,
): { wallet: Wallet | undefined; installed: Connector | undefined } {
  if (!isWallet(routed) || routed.id === WALLET_CONNECT_QR_ID)
    return { wallet: undefined, installed: undefined }
  const recent = core.connectors.recentWallets.find((candidate) => candidate.id === routed.id)
  const wallet: Wallet = { ...recent, ...routed }
  const rdns = wallet.rdns?.toLowerCase()
  const installed = rdns
    ? core.connectors.connectors.find(
        (connector) =>
          connector.info?.rdns?.toLowerCase() === rdns && connector.type !== 'WALLET_CONNECT',
      )
    : undefined
  return { wallet, installed }
}
