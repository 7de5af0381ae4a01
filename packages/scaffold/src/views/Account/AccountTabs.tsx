import * as flows from '@appkit/core/flows'
import {
  ActivityList,
  Button,
  ComponentStyle,
  Spinner,
  type TabItem,
  Tabs,
  TokenRow,
  WalletImage,
} from '@appkit/ui'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { type TransactionYears, toActivityItems } from '../../features/activity/toActivityItems'
import { useModalContext } from '../../host/ModalContext'
import { useDisplayLocale } from '../../host/useDisplayLocale'
import { toOwnedNfts } from './toOwnedNfts'
import { toTokenRows } from './toTokenRows'

const accountTabsCss = `
.ak-account-tabs{width:100%}
.ak-account-tab-list{list-style:none;margin:0;padding:0}
.ak-account-tab-status{margin:0;padding:16px;color:var(--ak-color-fg-muted);text-align:center}
.ak-account-nfts{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px}
.ak-account-nft{display:flex;flex-direction:column;align-items:center;gap:4px;padding:8px;border-radius:12px;background:var(--ak-color-surface);overflow-wrap:anywhere;text-align:center}
`

/** Props of {@link AccountTabs}: whether the account's namespace has a history (EVM only). */
export type AccountTabsProps = { showActivity: boolean }

/**
 * The Account view's tabs (SPEC §3 'Account tabs: Tokens, NFTs, Activity'): the token balances
 * and the history that core's account data flow loads when Account is shown. Failures show
 * core's toasts ('Token Balance Unavailable', 'Failed to fetch transactions').
 */
export function AccountTabs({ showActivity }: AccountTabsProps) {
  const { core, t } = useModalContext()
  const locale = useDisplayLocale()
  const balance = useSnapshot(core.balance)
  const history = useSnapshot(core.transactions)
  const [selected, setSelected] = useState('tokens')

  const tokens = toTokenRows(balance.tokenBalances as typeof core.balance.tokenBalances, t)
  const nfts = toOwnedNfts(history.transactions as typeof core.transactions.transactions)
  const activity = toActivityItems(
    history.transactionsByYear as TransactionYears,
    t,
    locale,
    core.services.clock.now(),
  )
  const status = (text: string) => <p className="ak-account-tab-status">{text}</p>

  const items: TabItem[] = [
    {
      id: 'tokens',
      label: t('accountTabs.tokens'),
      panel:
        tokens.length > 0 ? (
          <ul className="ak-account-tab-list">
            {tokens.map(({ key, ...row }) => (
              <li key={key}>
                <TokenRow {...row} />
              </li>
            ))}
          </ul>
        ) : balance.loading ? (
          <Spinner label={t('accountTabs.tokensLoading')} />
        ) : (
          status(t('accountTabs.tokensEmpty'))
        ),
    },
    {
      id: 'nfts',
      label: t('accountTabs.nfts'),
      panel:
        nfts.length > 0 ? (
          <ul className="ak-account-nfts">
            {nfts.map((nft) => (
              <li key={nft.name} className="ak-account-nft">
                <WalletImage name={nft.name} size={64} />
                <span>{nft.name}</span>
              </li>
            ))}
          </ul>
        ) : history.loading ? (
          <Spinner label={t('activity.loading')} />
        ) : (
          status(t('accountTabs.nftsEmpty'))
        ),
    },
  ]
  if (showActivity)
    items.push({
      id: 'activity',
      label: t('accountTabs.activity'),
      panel: (
        <>
          {activity.length > 0 ? <ActivityList items={activity} /> : null}
          {history.loading ? (
            <Spinner label={t('activity.loading')} />
          ) : activity.length === 0 ? (
            status(t('activity.empty'))
          ) : history.next ? (
            <Button
              variant="secondary"
              fullWidth
              onClick={() => void flows.loadMoreTransactions(core)}
            >
              {t('activity.loadMore')}
            </Button>
          ) : null}
        </>
      ),
    })

  return (
    <div className="ak-account-tabs">
      <ComponentStyle id="account-tabs" css={accountTabsCss} />
      <Tabs
        label={t('accountTabs.label')}
        items={items}
        selectedId={selected}
        onSelect={setSelected}
      />
    </div>
  )
}
