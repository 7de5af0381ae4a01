import type { ApiTokenBalance, AppKitCore } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'

/** The tokens the Send panel offers and whether reading them is still going or failed. */
export type SendTokens = {
  tokens: readonly ApiTokenBalance[]
  status: 'loading' | 'ready' | 'failed'
}

/**
 * The token balances of `address` on `caipNetworkId` through the blockchain API (core's
 * balance controller, 'Token Balance Unavailable' blocking retries for 30 s), read when the
 * panel opens; only the tokens of that network are offered.
 */
export function useSendTokens(
  core: AppKitCore,
  address: string | undefined,
  caipNetworkId: string | undefined,
): SendTokens {
  const balance = useSnapshot(core.balance)
  const [status, setStatus] = useState<SendTokens['status']>('loading')
  useEffect(() => {
    if (!address || !caipNetworkId) return
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
  }, [core, address, caipNetworkId])
  const tokens = balance.tokenBalances.filter((token) => token.chainId === caipNetworkId)
  return { tokens: tokens as readonly ApiTokenBalance[], status }
}
