import type { ChainNamespace } from '@appkit/core'
import * as flows from '@appkit/core/flows'
import { formatBalance, getAccountDisplayName } from '@appkit/core/internal'
import { AccountButton as UiAccountButton } from '@appkit/ui'
import { useEffect } from 'react'
import { preloadModal } from '../../client/preloadModal'
import { useAppKitInstance } from '../AppKitProvider'
import { useInstanceSnapshot } from '../useInstanceSnapshot'
import { ButtonTheme } from './ButtonTheme'

/** Props of {@link AccountButton}. */
export type AccountButtonProps = {
  /** Show the native balance (default 'show'). */
  balance?: 'show' | 'hide'
  /** The namespace whose account to show (default: the active one). */
  namespace?: ChainNamespace
  /** The button element's id, rendered on the server too. */
  id?: string
}

/**
 * The connected account (balance, avatar, name or truncated address); opens Account. Renders
 * nothing while disconnected. Reads the balance through the adapter (cached 30 s by core).
 * Pointing at it or focusing it loads the modal's scripts (preloadModal).
 */
export function AccountButton({ balance = 'show', namespace, id }: AccountButtonProps) {
  const appKit = useAppKitInstance()
  const { core } = appKit
  const chain = useInstanceSnapshot(appKit, 'chain')
  const active = namespace ?? chain.activeNamespace
  const account = active ? chain.namespaces[active]?.accountState : undefined
  const address = account?.caipAddress ? account.address : undefined
  const network = active
    ? chain.namespaces[active]?.networkState.caipNetwork?.caipNetworkId
    : undefined
  useEffect(() => {
    if (!address || balance === 'hide' || !network) return
    flows.refreshNativeBalance(core).catch(() => {
      // The balance stays hidden when the wallet's network cannot be read.
    })
  }, [core, address, balance, network])
  if (!address) return null
  return (
    <ButtonTheme appKit={appKit}>
      <UiAccountButton
        id={id}
        address={address}
        balance={
          balance === 'show' && account?.balance !== undefined
            ? formatBalance(account.balance, account.balanceSymbol)
            : undefined
        }
        profileName={account ? getAccountDisplayName(account) : undefined}
        profileImageUrl={account?.profileImage ?? undefined}
        onIntent={() => void preloadModal(appKit, { view: 'Account' })}
        onClick={() => void appKit.open({ view: 'Account' })}
      />
    </ButtonTheme>
  )
}
