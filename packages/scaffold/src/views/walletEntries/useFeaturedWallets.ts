import type { Wallet } from '@appkit/core'
import { type AppKitCore, walletApi } from '@appkit/core/internal'
import { useEffect, useState } from 'react'
import { hasServiceUrl } from '../../client/toCoreOptions'

const requests = new WeakMap<AppKitCore, Map<string, Promise<Wallet[]>>>()

function loadFeatured(core: AppKitCore, ids: readonly string[]): Promise<Wallet[]> {
  const asked = requests.get(core) ?? new Map<string, Promise<Wallet[]>>()
  requests.set(core, asked)
  const key = ids.join('\n')
  let request = asked.get(key)
  if (!request) {
    request = walletApi
      .getWallets(core.api.wallet, { page: 1, entries: ids.length, include: ids })
      .then(({ data }) =>
        ids.flatMap((id) => {
          const wallet = data.find((w) => w.id === id)
          return wallet ? [wallet as Wallet] : []
        }),
      )
      .catch(() => [])
    asked.set(key, request)
  }
  return request
}

/**
 * The dapp's featured wallets (`featuredWalletIds`) from the registry, in that order; asked
 * once per instance and list of ids, only when `enabled`, ids are given and a wallet service
 * is configured.
 */
export function useFeaturedWallets(
  core: AppKitCore,
  ids: readonly string[] | undefined,
  enabled: boolean,
): Wallet[] {
  const [wallets, setWallets] = useState<Wallet[]>([])
  useEffect(() => {
    if (!enabled || !ids?.length || !hasServiceUrl(core, 'wallet')) {
      // None now (`updateOptions` may have taken them away).
      setWallets((shown) => (shown.length === 0 ? shown : []))
      return
    }
    let live = true
    loadFeatured(core, ids).then((loaded) => {
      if (live) setWallets(loaded)
    })
    return () => {
      live = false
    }
  }, [core, ids, enabled])
  return wallets
}
