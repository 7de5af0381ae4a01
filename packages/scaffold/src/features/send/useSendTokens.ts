import type { CaipNetwork } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import { type ApiTokenBalance, type AppKitCore, isFeatureSupported } from '@appkit/core/internal'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { toNativeSendToken } from './toNativeSendToken'

/** The tokens the Send panel offers and whether reading them is still going or failed. */
export type SendTokens = {
  tokens: readonly ApiTokenBalance[]
  status: 'loading' | 'ready' | 'failed'
}

/**
 * The token balances of `address` on `network` through the blockchain API (core's balance
 * controller, 'Token Balance Unavailable' blocking retries for 30 s), read when the panel opens;
 * only the tokens of that network are offered. A namespace without token balances (SPEC §1)
 * offers its native coin from the account's native balance (`nativeBalance`), and asks the API
 * nothing.
 */
export function useSendTokens(
  core: AppKitCore,
  address: string | undefined,
  network: CaipNetwork | undefined,
  nativeBalance: string | undefined,
): SendTokens {
  const balance = useSnapshot(core.balance)
  const [status, setStatus] = useState<SendTokens['status']>('loading')
  const caipNetworkId = network?.caipNetworkId
  const fromApi = isFeatureSupported('tokenBalances', network)
  useEffect(() => {
    if (!address || !caipNetworkId || !fromApi) return
    let live = true
    setStatus('loading')
    controllers.balance
      .fetchTokenBalance(core.balance, core.api.blockchain, core.services.clock, {
        address,
        caipNetworkId,
      })
      .then((fetched) => {
        if (!live) return
        const known = core.balance.tokenBalances.some((t) => t.chainId === caipNetworkId)
        setStatus(fetched || known ? 'ready' : 'failed')
      })
    return () => {
      live = false
    }
  }, [core, address, caipNetworkId, fromApi])
  if (!fromApi) {
    const native = network ? toNativeSendToken(network, nativeBalance) : undefined
    return native ? { tokens: [native], status: 'ready' } : { tokens: [], status: 'loading' }
  }
  const tokens = balance.tokenBalances.filter((token) => token.chainId === caipNetworkId)
  return { tokens: tokens as readonly ApiTokenBalance[], status }
}
