import { type CaipNetwork, isUserRejection } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import type { ApiTokenBalance } from '@appkit/core/internal'
import { AlertBar, Button, ComponentStyle, Spinner } from '@appkit/ui'
import { type FormEvent, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import type { MessageKey } from '../../i18n/translate'
import { TransactionReceipt } from '../receipt/TransactionReceipt'
import { exceedsBalance } from '../send/exceedsBalance'
import { sendPanelCss } from '../send/sendPanelCss'
import { useSendTokens } from '../send/useSendTokens'
import { findPayToken } from './findPayToken'
import { parsePayRequest } from './PayRequest'
import { payPanelCss } from './payPanelCss'

type Paid = { hash: string; amount: string; symbol: string }

/**
 * The Pay panel (SPEC §2 'pay', off by default: `features.pay`): the payment the dapp asked for
 * with `openPay` (router data `payment`), its recipient, amount and asset; Pay sends it through
 * core's send flow and the wallet (balances read again after), then shows the receipt.
 */
export default function PayPanel() {
  const { core, t } = useModalContext()
  const chain = useSnapshot(core.chain) as typeof core.chain
  const router = useSnapshot(core.router)
  const sendState = useSnapshot(core.send)
  const account = controllers.chain.getActiveAccount(chain)
  const address = account?.address
  const network = controllers.chain.getActiveNetwork(chain)
  const { tokens, status } = useSendTokens(core, address, network, account?.balance)
  const [error, setError] = useState<MessageKey | undefined>(undefined)
  const [paid, setPaid] = useState<Paid | undefined>(undefined)
  const request = parsePayRequest(router.data?.payment)

  if (!address || !network) return <p className="ak-host-notice">{t('pay.notConnected')}</p>
  if (!request) return <AlertBar variant="error" message={t('pay.invalidRequest')} />
  if (paid) return <PayReceipt {...paid} network={network} />

  const token = findPayToken(tokens, request.asset)
  // 'native' is the request's word, not the visitor's: they read the network's currency symbol.
  const asset = request.asset === 'native' ? network.nativeCurrency.symbol : request.asset
  const symbol = token?.symbol ?? (request.asset === 'native' ? asset : '')
  const tooHigh = token !== undefined && exceedsBalance(request.amount, token)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (sendState.loading || !token || tooHigh) return
    setError(undefined)
    controllers.send.setSendToken(core.send, token as ApiTokenBalance)
    controllers.send.setSendAmount(core.send, request.amount)
    controllers.send.setSendReceiver(core.send, request.recipient)
    try {
      const hash = await flows.sendToken(core)
      setPaid({ hash, amount: request.amount, symbol: token.symbol })
    } catch (failure) {
      setError(isUserRejection(failure) ? 'pay.rejected' : 'pay.failed')
    }
  }

  return (
    <form className="ak-send" noValidate onSubmit={onSubmit}>
      <ComponentStyle id="send-panel" css={sendPanelCss} />
      <ComponentStyle id="pay-panel" css={payPanelCss} />
      <h3 className="ak-pay-title">{t('pay.request')}</h3>
      <dl className="ak-pay-request">
        <dt>{t('pay.recipient')}</dt>
        <dd>{request.recipient}</dd>
        <dt>{t('pay.amount')}</dt>
        <dd>{`${request.amount} ${symbol}`.trim()}</dd>
        <dt>{t('pay.network')}</dt>
        <dd>{network.name}</dd>
      </dl>
      {status === 'loading' && !token ? (
        <Spinner label={t('pay.assetLoading')} />
      ) : !token ? (
        <AlertBar
          variant="error"
          message={t('pay.assetUnavailable', { asset, network: network.name })}
        />
      ) : tooHigh ? (
        <AlertBar
          variant="error"
          message={t('pay.insufficientBalance', {
            balance: token.quantity.numeric,
            symbol: token.symbol,
          })}
        />
      ) : null}
      {error ? <AlertBar variant="error" message={t(error)} /> : null}
      <Button
        type="submit"
        fullWidth
        disabled={!token || tooHigh}
        {...(sendState.loading ? { loadingLabel: t('pay.paying') } : {})}
      >
        {t('pay.submit', { amount: request.amount, symbol })}
      </Button>
    </form>
  )
}

function PayReceipt({
  hash,
  amount,
  symbol,
  network,
}: Paid & { network: Pick<CaipNetwork, 'blockExplorers'> }) {
  const { core, t } = useModalContext()
  return (
    <TransactionReceipt
      hash={hash}
      network={network}
      messages={{
        title: t('pay.paid', { amount, symbol }),
        transaction: t('pay.transaction', { hash }),
        viewTransaction: t('pay.viewTransaction'),
        done: t('pay.done'),
      }}
      onDone={() => void flows.close(core)}
    />
  )
}
