import type { ChainNamespace } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import { truncateAddress } from '@appkit/core/internal'
import { useId } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import { getAccountTypeKey } from './getAccountTypeKey'
import { sortAccountsByType } from './sortAccountsByType'

/** Props of {@link AccountTypeList}. */
export type AccountTypeListProps = {
  namespace: ChainNamespace
  /** The active account's address (marked 'Active'). */
  activeAddress: string
}

/**
 * The accounts a multi-account wallet shared on the active connection (a Bitcoin wallet's
 * payment and ordinal accounts, SPEC §3), each with its type label and truncated address (the
 * whole one as its title), the active one marked. Nothing when the wallet shared one account.
 */
export function AccountTypeList({ namespace, activeAddress }: AccountTypeListProps) {
  const { core, t } = useModalContext()
  const connections = useSnapshot(core.connections)
  const titleId = useId()
  const connectorId = connections.activeConnectorIds[namespace]
  const connection = controllers.connections
    .getConnections(connections as typeof core.connections, namespace)
    .find((candidate) => candidate.connectorId === connectorId)
  if (!connection || connection.accounts.length < 2) return null
  const accounts = sortAccountsByType(namespace, connection.accounts)
  return (
    <section className="ak-account-types" aria-labelledby={titleId}>
      <h3 id={titleId} className="ak-account-types-title">
        {t('account.accounts')}
      </h3>
      <ul className="ak-account-type-list">
        {accounts.map((item) => {
          const type = t(getAccountTypeKey(item.type))
          const active = item.address === activeAddress
          return (
            <li
              key={item.address}
              className="ak-account-type"
              data-account-type={item.type ?? 'eoa'}
            >
              <span className="ak-account-type-label">{type}</span>
              <span className="ak-account-type-address" title={item.address}>
                {truncateAddress(item.address)}
              </span>
              {active ? (
                <span className="ak-account-type-active">{t('account.activeAccount')}</span>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
