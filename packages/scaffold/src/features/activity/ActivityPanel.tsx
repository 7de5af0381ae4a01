import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { ActivityList, Button, ComponentStyle, Spinner } from '@appkit/ui'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import { useDisplayLocale } from '../../host/useDisplayLocale'
import { type TransactionYears, toActivityItems } from './toActivityItems'

const activityPanelCss = `
.ak-activity-panel{display:flex;flex-direction:column;gap:8px;padding:8px 8px 16px;color:var(--ak-color-fg)}
.ak-activity-panel-status{margin:0;padding:16px;color:var(--ak-color-fg-muted);text-align:center}
`

/**
 * The Activity panel (SPEC §2 'activity'): the account's transactions on the active network
 * from the blockchain API, grouped by month newest first, with 'Load more' while the history
 * has a next page; 'Failed to fetch transactions' when it cannot be read.
 */
export default function ActivityPanel() {
  const { core, t } = useModalContext()
  const locale = useDisplayLocale()
  const chain = useSnapshot(core.chain) as typeof core.chain
  const store = useSnapshot(core.transactions)
  const address = controllers.chain.getActiveAccount(chain)?.address
  const caipNetworkId = controllers.chain.getActiveNetwork(chain)?.caipNetworkId
  const [failed, setFailed] = useState(false)

  // Core's flow: AppKit's LOAD_MORE_TRANSACTIONS and ERROR_FETCH_TRANSACTIONS come with it.
  const fetchPage = (accountAddress: string, networkId: string) =>
    flows.fetchTransactionPage(core, {
      accountAddress,
      caipNetworkId: networkId,
      onError: () => setFailed(true),
    })

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per account and network
  useEffect(() => {
    if (!address || !caipNetworkId) return
    controllers.transactions.resetTransactions(core.transactions)
    setFailed(false)
    void fetchPage(address, caipNetworkId)
  }, [core, address, caipNetworkId])

  if (!address || !caipNetworkId)
    return <p className="ak-host-notice">{t('activity.notConnected')}</p>
  const items = toActivityItems(
    store.transactionsByYear as TransactionYears,
    t,
    locale,
    core.services.clock.now(),
  )
  return (
    <div className="ak-activity-panel">
      <ComponentStyle id="activity-panel" css={activityPanelCss} />
      {items.length > 0 ? <ActivityList items={items} /> : null}
      {store.loading ? (
        <Spinner label={t('activity.loading')} />
      ) : failed ? (
        <p className="ak-activity-panel-status" role="alert">
          {t('activity.failed')}
        </p>
      ) : items.length === 0 ? (
        <p className="ak-activity-panel-status">{t('activity.empty')}</p>
      ) : store.next ? (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => void fetchPage(address, caipNetworkId)}
        >
          {t('activity.loadMore')}
        </Button>
      ) : null}
    </div>
  )
}
