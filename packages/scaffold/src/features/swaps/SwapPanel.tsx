import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import type { AppKitCore } from '@appkit/core/internal'
import { AlertBar, AmountInput, Button, ComponentStyle, SelectInput, Spinner } from '@appkit/ui'
import { type FormEvent, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import type { MessageKey } from '../../i18n/translate'
import { getMinimumReceived } from './getMinimumReceived'
import { getSwapErrorKey } from './getSwapErrorKey'
import { SwapReceipt, type SwapResult } from './SwapReceipt'
import { swapPanelCss } from './swapPanelCss'
import { useSwapQuote } from './useSwapQuote'
import { useSwapSetup } from './useSwapSetup'

type SwapToken = AppKitCore['swap']['tokens'][number]

/**
 * The Swap panel (SPEC §2 'swaps'): pick the source and target tokens of the network's swap
 * list, an amount; the quote follows (500 ms after typing), with the slippage tolerance of SPEC
 * §9 and the minimum it guarantees. Swap runs core's swap execution through the adapter: the
 * approval when the allowance is too low, then the swap transaction; the receipt links the
 * transaction on the explorer. Off the swap networks: 'Network not supported for Swaps'.
 */
export default function SwapPanel() {
  const { core, t } = useModalContext()
  const chain = useSnapshot(core.chain) as typeof core.chain
  const swap = useSnapshot(core.swap) as typeof core.swap
  const address = controllers.chain.getActiveAccount(chain)?.address
  const network = controllers.chain.getActiveNetwork(chain)
  const setup = useSwapSetup(core, network)
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<MessageKey | undefined>(undefined)
  const [result, setResult] = useState<SwapResult | undefined>(undefined)
  const { sourceToken, toToken } = swap
  const pair = `${sourceToken?.address}>${toToken?.address}`
  const { quote, quoteNow } = useSwapQuote(core, { amount, userAddress: address, pair })

  if (!address || !network) return <p className="ak-host-notice">{t('swap.notConnected')}</p>
  if (result) return <SwapReceipt {...result} network={network} />
  if (setup.status === 'loading') return <Spinner label={t('swap.tokensLoading')} />
  if (setup.status === 'failed')
    return (
      <div className="ak-swap">
        <ComponentStyle id="swap-panel" css={swapPanelCss} />
        <AlertBar variant="error" message={t(setup.error)} />
      </div>
    )

  const tokens = swap.tokens
  const byAddress = (value: string) => tokens.find((token) => token.address === value)
  const options = tokens.map((token) => ({ value: token.address, label: token.symbol }))
  const choose = (side: 'from' | 'to', token: SwapToken | undefined) => {
    const other = side === 'from' ? toToken : sourceToken
    // Choosing the other side's token switches the two, so source and target never match.
    if (token && token.address === other?.address) controllers.swap.switchSwapTokens(core.swap)
    else if (side === 'from') controllers.swap.setSourceToken(core.swap, token)
    else controllers.swap.setToToken(core.swap, token)
    setError(undefined)
  }
  const busy = swap.status !== 'idle' && swap.status !== 'success' && swap.status !== 'error'
  const shownQuote = quote.status === 'ready' && quote.amount === amount ? quote.toAmount : ''

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setError(undefined)
    if (!sourceToken || !toToken || !(Number(amount) > 0)) {
      setError('swap.notReady')
      return
    }
    try {
      // A fresh quote first: it also hands core the amount to swap.
      await quoteNow()
      const toAmount = core.swap.toTokenAmount
      const hash = await flows.swapTokens(core)
      setResult({ hash, amount, symbol: sourceToken.symbol, toAmount, toSymbol: toToken.symbol })
      // The account's native balance changed (the swap, the fees): read it again.
      flows.refreshNativeBalance(core, true).catch(() => {})
    } catch (failure) {
      setError(getSwapErrorKey(failure))
    }
  }

  const busyLabel =
    swap.status === 'checkingAllowance'
      ? t('swap.checkingAllowance')
      : swap.status === 'approving'
        ? t('swap.approving', { symbol: sourceToken?.symbol ?? '' })
        : t('swap.swapping')

  return (
    <form className="ak-swap" noValidate onSubmit={onSubmit}>
      <ComponentStyle id="swap-panel" css={swapPanelCss} />
      <div className="ak-swap-pair">
        <SelectInput
          label={t('swap.from')}
          value={sourceToken?.address ?? ''}
          placeholder={t('swap.chooseToken')}
          options={options}
          onChange={(value) => choose('from', byAddress(value))}
        />
        <SelectInput
          label={t('swap.to')}
          value={toToken?.address ?? ''}
          placeholder={t('swap.chooseToken')}
          options={options}
          onChange={(value) => choose('to', byAddress(value))}
        />
      </div>
      <Button
        variant="secondary"
        size="small"
        onClick={() => controllers.swap.switchSwapTokens(core.swap)}
      >
        {t('swap.switchTokens')}
      </Button>
      <AmountInput
        label={t('swap.amount')}
        value={amount}
        onChange={(value) => {
          setAmount(value)
          setError(undefined)
        }}
        symbol={sourceToken?.symbol ?? ''}
        decimals={sourceToken?.decimals ?? 18}
      />
      <AmountInput
        label={t('swap.receive')}
        value={shownQuote}
        onChange={() => {}}
        readOnly
        symbol={toToken?.symbol ?? ''}
        decimals={toToken?.decimals ?? 18}
        caption={
          quote.status === 'loading'
            ? t('swap.quoteLoading')
            : quote.status === 'failed'
              ? t('swap.quoteFailed')
              : undefined
        }
      />
      <div className="ak-swap-details">
        <p>{t('swap.slippage', { slippage: swap.slippage })}</p>
        {shownQuote && toToken ? (
          <p>
            {t('swap.minimumReceived', {
              amount: getMinimumReceived(shownQuote, toToken.decimals, swap.slippage),
              symbol: toToken.symbol,
            })}
          </p>
        ) : null}
      </div>
      {error ? <AlertBar variant="error" message={t(error)} /> : null}
      <Button type="submit" fullWidth {...(busy ? { loadingLabel: busyLabel } : {})}>
        {t('swap.submit')}
      </Button>
    </form>
  )
}
