import * as flows from '@appkit/core/flows'
import type { AppKitCore } from '@appkit/core/internal'
import { useEffect, useState } from 'react'

/** The account's registered name as RegisterAccountNameSuccess shows it. */
export type RegisteredName =
  | { status: 'found'; name: string }
  | { status: 'looking' }
  | { status: 'none' }
  | { status: 'failed' }

/**
 * The account's name: its profile name (set by a registration just now), else the first name the
 * name service finds registered to `address` by reverse lookup (the view opened directly, with
 * `open({ view })`, before anything looked the name up); 'none' without an address or a name.
 */
export function useRegisteredName(
  core: AppKitCore,
  profileName: string | undefined,
  address: string | undefined,
): RegisteredName {
  const [looked, setLooked] = useState<{ address: string; result: RegisteredName }>()
  useEffect(() => {
    if (profileName || !address) return
    let live = true
    const settle = (result: RegisteredName) => {
      if (live) setLooked({ address, result })
    }
    flows.getAccountNames(core).then(
      ([name]) => settle(name ? { status: 'found', name } : { status: 'none' }),
      () => settle({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [core, profileName, address])
  if (profileName) return { status: 'found', name: profileName }
  if (!address) return { status: 'none' }
  return looked?.address === address ? looked.result : { status: 'looking' }
}
