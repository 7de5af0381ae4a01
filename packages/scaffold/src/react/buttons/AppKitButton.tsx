import type { ChainNamespace } from '@appkit/core'
import { useAppKitInstance } from '../AppKitProvider'
import { useInstanceSnapshot } from '../useInstanceSnapshot'
import { AccountButton } from './AccountButton'
import { ConnectButton } from './ConnectButton'

/** Props of {@link AppKitButton}. */
export type AppKitButtonProps = {
  label?: string
  loadingLabel?: string
  size?: 'md' | 'sm'
  balance?: 'show' | 'hide'
  namespace?: ChainNamespace
  /**
   * The id of whichever button shows (connect or account), rendered on the server too, e.g.
   * `connect` for outside benchmarks.
   */
  id?: string
}

/** The connect button while disconnected, the account button once connected. */
export function AppKitButton({ balance, namespace, id, ...connect }: AppKitButtonProps) {
  const appKit = useAppKitInstance()
  const chain = useInstanceSnapshot(appKit, 'chain')
  const active = namespace ?? chain.activeNamespace
  const connected = Boolean(active && chain.namespaces[active]?.accountState.caipAddress)
  if (connected)
    return (
      <AccountButton
        {...(balance ? { balance } : {})}
        {...(namespace ? { namespace } : {})}
        {...(id ? { id } : {})}
      />
    )
  return (
    <ConnectButton {...connect} {...(namespace ? { namespace } : {})} {...(id ? { id } : {})} />
  )
}
