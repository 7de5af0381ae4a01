import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import type { ApiTokenBalance } from '@appkit/core/internal'
import { Button, ComponentStyle, Icon, Spinner } from '@appkit/ui'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import { getHeldAmount } from './getHeldAmount'
import { onrampPanelCss } from './onrampPanelCss'

/** How often the waiting Buy panel reads the balance again, in ms. */
export const ONRAMP_BALANCE_POLL_MS = 1500

/** Props of {@link OnrampWaiting}. */
export type OnrampWaitingProps = {
  provider: string
  symbol: string
  /** The balance of `symbol` when Buy was pressed, in base units; unknown when that read failed. */
  before: bigint | undefined
  onCancel: () => void
}

/**
 * What the Buy panel shows once the provider's window is open: a waiting notice, and the
 * balance read again (past the cache) every {@link ONRAMP_BALANCE_POLL_MS} until the bought
 * token arrives; then what was received and the way back to the account.
 */
export function OnrampWaiting({ provider, symbol, before, onCancel }: OnrampWaitingProps) {
  const { core, t } = useModalContext()
  const balance = useSnapshot(core.balance)
  const chain = useSnapshot(core.chain) as typeof core.chain
  const caipNetworkId = controllers.chain.getActiveNetwork(chain)?.caipNetworkId ?? ''
  const held = getHeldAmount(
    balance.tokenBalances as readonly ApiTokenBalance[],
    symbol,
    caipNetworkId,
  )
  // Without a read from before Buy, the first successful read is the baseline.
  const [baseline, setBaseline] = useState(before)
  const arrived = baseline !== undefined && held.units > baseline
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (arrived) {
      flows.refreshNativeBalance(core, true).catch(() => {})
      return
    }
    const timer = setTimeout(() => {
      void flows
        .refreshTokenBalance(core, { forceUpdate: `onramp-${round}` })
        .then((fresh) => {
          if (fresh && baseline === undefined)
            setBaseline(
              getHeldAmount(
                core.balance.tokenBalances as readonly ApiTokenBalance[],
                symbol,
                caipNetworkId,
              ).units,
            )
        })
        .finally(() => setRound((r) => r + 1))
    }, ONRAMP_BALANCE_POLL_MS)
    return () => clearTimeout(timer)
  }, [core, arrived, round, baseline, symbol, caipNetworkId])

  if (arrived) {
    const decimals = Number(held.token?.quantity.decimals ?? 0)
    const received = formatUnits(held.units - (baseline ?? 0n), decimals)
    return (
      <div className="ak-onramp-wait">
        <ComponentStyle id="onramp-panel" css={onrampPanelCss} />
        <Icon name="check" size={32} />
        <p className="ak-onramp-received" role="status">
          {t('onramp.received', { amount: received, symbol })}
        </p>
        <p>{t('onramp.balance', { amount: held.token?.quantity.numeric ?? '0', symbol })}</p>
        <Button variant="secondary" fullWidth onClick={() => void flows.back(core)}>
          {t('onramp.done')}
        </Button>
      </div>
    )
  }
  return (
    <div className="ak-onramp-wait">
      <ComponentStyle id="onramp-panel" css={onrampPanelCss} />
      <Spinner label={t('onramp.waitingLabel')} />
      <p role="status">{t('onramp.waiting', { provider })}</p>
      <p className="ak-onramp-note">
        {t('onramp.balance', { amount: held.token?.quantity.numeric ?? '0', symbol })}
      </p>
      <Button variant="secondary" fullWidth onClick={onCancel}>
        {t('onramp.cancel')}
      </Button>
    </div>
  )
}

function formatUnits(units: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const fraction = (units % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${units / base}.${fraction}` : String(units / base)
}
