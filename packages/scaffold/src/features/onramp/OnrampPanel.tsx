import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { type ApiTokenBalance, toBigDecimal } from '@appkit/core/internal'
import { AlertBar, AmountInput, Button, ComponentStyle, SelectInput, Spinner } from '@appkit/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import type { MessageKey } from '../../i18n/translate'
import { getHeldAmount } from './getHeldAmount'
import { OnrampWaiting } from './OnrampWaiting'
import { onrampPanelCss } from './onrampPanelCss'
import { type OpenOnrampPopup, openOnrampPopup } from './openOnrampPopup'

/** Props of the Buy panel: the popup opener, `window.open` unless a test or host gives one. */
export type OnrampPanelProps = { openPopup?: OpenOnrampPopup }

/** How long the amount rests before a quote is asked for, in ms. */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 300

const capitalize = (name: string) => (name[0]?.toUpperCase() ?? '') + name.slice(1)

/**
 * The Buy panel (SPEC §2 'onramp', §4 'On-ramp'): a provider of core's list (those the
 * project's remote onramp feature names), an amount and the payment currency inside its SPEC §9
 * card limits, the quote (fee and amount received, decimal strings); Buy selects the provider for
 * the account (meld's URL parameters, or the generated URL) and opens its page in a popup, then
 * waits while the balance is read again until the bought token arrives.
 */
export default function OnrampPanel({ openPopup = openOnrampPopup }: OnrampPanelProps) {
  const { core, t } = useModalContext()
  const chain = useSnapshot(core.chain) as typeof core.chain
  const onramp = useSnapshot(core.onramp)
  const features = useSnapshot(core.features)
  const address = controllers.chain.getActiveAccount(chain)?.address
  const network = controllers.chain.getActiveNetwork(chain)
  const remote = features.onramp
  const providers = onramp.providers.filter(
    (p) => !Array.isArray(remote) || remote.includes(p.name),
  )
  const [providerName, setProviderName] = useState(providers[0]?.name ?? '')
  const [amount, setAmount] = useState('')
  const [amountError, setAmountError] = useState(false)
  const [error, setError] = useState<MessageKey | undefined>(undefined)
  const [opening, setOpening] = useState(false)
  const [waiting, setWaiting] = useState<
    { provider: string; before: bigint | undefined } | undefined
  >()

  const limits = onramp.paymentCurrencies
    .find((c) => c.id === onramp.paymentCurrency)
    ?.payment_method_limits.find((l) => l.id === 'card')
  const value = toBigDecimal(amount)
  const inLimits =
    value !== undefined &&
    limits !== undefined &&
    !value.lt(toBigDecimal(limits.min) ?? 0) &&
    !value.gt(toBigDecimal(limits.max) ?? 0)
  const blockchain = network?.network ?? network?.name.toLowerCase() ?? ''

  useEffect(() => {
    void controllers.onramp.loadOnrampOptions(core.onramp, core.api.blockchain)
    return () => controllers.onramp.resetOnramp(core.onramp)
  }, [core])

  const paymentCurrency = onramp.paymentCurrency
  useEffect(() => {
    // Asked again when the payment currency changes (the quote is in it).
    if (!inLimits || !blockchain || !paymentCurrency) return
    const timer = setTimeout(() => {
      void controllers.onramp.fetchOnrampQuote(core.onramp, core.api.blockchain, {
        amount,
        network: blockchain,
      })
    }, ONRAMP_QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [core, amount, inLimits, blockchain, paymentCurrency])

  if (!address || !network) return <p className="ak-host-notice">{t('onramp.notConnected')}</p>
  // What the visitor buys: meld delivers its destination currency (SPEC §4: SOL on Solana).
  const buySymbol =
    providerName === 'meld'
      ? controllers.onramp.meldDestinationCurrency(network.chainNamespace)
      : onramp.purchaseCurrency
  if (waiting)
    return (
      <OnrampWaiting
        provider={capitalize(waiting.provider)}
        symbol={buySymbol}
        before={waiting.before}
        onCancel={() => setWaiting(undefined)}
      />
    )

  const quote = onramp.quote
  const quoteShown =
    inLimits && quote && quote.quoteId !== '' && onramp.paymentAmount === value?.toFixed()
  const limitParams = {
    min: limits?.min ?? '',
    max: limits?.max ?? '',
    currency: onramp.paymentCurrency,
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (opening) return
    setError(undefined)
    const provider = core.onramp.providers.find((p) => p.name === providerName)
    if (!inLimits || !provider) {
      setAmountError(true)
      return
    }
    setOpening(true)
    try {
      core.onramp.paymentAmount = value?.toFixed()
      // The balance before buying, read fresh: what arrives is measured against it.
      const [selected, fresh] = await Promise.all([
        flows.selectOnrampProviderForAccount(core, provider),
        flows.refreshTokenBalance(core, { forceUpdate: 'onramp-start' }),
      ])
      const before = fresh
        ? getHeldAmount(
            core.balance.tokenBalances as readonly ApiTokenBalance[],
            buySymbol,
            network.caipNetworkId,
          ).units
        : undefined
      if (!openPopup(selected.url)) {
        setError('onramp.popupBlocked')
        return
      }
      setWaiting({ provider: provider.name, before })
    } catch {
      setError('onramp.urlFailed')
    } finally {
      setOpening(false)
    }
  }

  return (
    <form className="ak-onramp" noValidate onSubmit={onSubmit}>
      <ComponentStyle id="onramp-panel" css={onrampPanelCss} />
      <SelectInput
        label={t('onramp.provider')}
        value={providerName}
        options={providers.map((p) => ({ value: p.name, label: capitalize(p.name) }))}
        onChange={setProviderName}
      />
      <div className="ak-onramp-row">
        <AmountInput
          label={t('onramp.amount')}
          value={amount}
          onChange={(next) => {
            setAmount(next)
            setAmountError(false)
          }}
          symbol={onramp.paymentCurrency}
          decimals={2}
          caption={t('onramp.limits', limitParams)}
          error={amountError ? t('onramp.outOfLimits', limitParams) : undefined}
        />
        <SelectInput
          label={t('onramp.currency')}
          value={onramp.paymentCurrency}
          options={onramp.paymentCurrencies.map((c) => ({ value: c.id, label: c.id }))}
          onChange={(id) => controllers.onramp.setOnrampCurrency(core.onramp, 'payment', id)}
        />
      </div>
      {inLimits && onramp.quotesLoading ? <Spinner label={t('onramp.quoteLoading')} /> : null}
      {quoteShown ? (
        <div aria-live="polite">
          <p className="ak-onramp-quote">
            {t('onramp.youReceive', {
              amount: quote.purchaseAmount.amount,
              symbol: quote.purchaseAmount.currency,
            })}
          </p>
          <p className="ak-onramp-note">
            {t('onramp.fee', {
              amount: quote.coinbaseFee.amount,
              currency: quote.coinbaseFee.currency,
            })}
          </p>
        </div>
      ) : inLimits && !onramp.quotesLoading && onramp.error ? (
        <p className="ak-onramp-note">{t('onramp.quoteUnavailable')}</p>
      ) : null}
      {error ? <AlertBar variant="error" message={t(error)} /> : null}
      <Button type="submit" fullWidth {...(opening ? { loadingLabel: t('onramp.opening') } : {})}>
        {t('onramp.submit', { symbol: buySymbol })}
      </Button>
    </form>
  )
}
