import { type ApiTokenBalance, isNamespaceAddress } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import {
  AlertBar,
  AmountInput,
  Button,
  ComponentStyle,
  SelectInput,
  Spinner,
  TextInput,
} from '@appkit/ui'
import { type FormEvent, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import type { MessageKey } from '../../i18n/translate'
import { exceedsBalance } from './exceedsBalance'
import { getSendErrorKey } from './getSendErrorKey'
import { getTokenKey } from './getTokenKey'
import { SendReceipt } from './SendReceipt'
import { sendPanelCss } from './sendPanelCss'
import { useSendTokens } from './useSendTokens'

type Sent = { hash: string; amount: string; symbol: string }

/**
 * The Send panel (SPEC §2 'send', §4 'Sending a token'): pick a token from the balances, an
 * amount (AmountInput, at most the token's decimals) and a receiver; Send validates through
 * core's send controller ('An amount and receiver address are required', 'A token is
 * required'), sends through the adapter, refreshes the balances and resets the send state.
 */
export default function SendPanel() {
  const { core, t } = useModalContext()
  const chain = useSnapshot(core.chain) as typeof core.chain
  const sendState = useSnapshot(core.send)
  const address = controllers.chain.getActiveAccount(chain)?.address
  const network = controllers.chain.getActiveNetwork(chain)
  const { tokens, status } = useSendTokens(core, address, network?.caipNetworkId)
  const [tokenKey, setTokenKey] = useState('')
  const [amount, setAmount] = useState('')
  const [receiver, setReceiver] = useState('')
  const [receiverInvalid, setReceiverInvalid] = useState(false)
  const [amountTooHigh, setAmountTooHigh] = useState(false)
  const [error, setError] = useState<MessageKey | undefined>(undefined)
  const [sent, setSent] = useState<Sent | undefined>(undefined)

  if (!address || !network) return <p className="ak-host-notice">{t('send.notConnected')}</p>
  if (sent) return <SendReceipt {...sent} network={network} />

  const token = tokens.find((candidate) => getTokenKey(candidate) === tokenKey)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (sendState.loading) return
    setError(undefined)
    const to = receiver.trim()
    const badReceiver = to !== '' && !isNamespaceAddress(network.chainNamespace, to)
    const tooHigh = token !== undefined && amount !== '' && exceedsBalance(amount, token)
    setReceiverInvalid(badReceiver)
    setAmountTooHigh(tooHigh)
    if (badReceiver || tooHigh) return
    controllers.send.setSendToken(core.send, token as ApiTokenBalance | undefined)
    controllers.send.setSendAmount(core.send, amount || undefined)
    controllers.send.setSendReceiver(core.send, to || undefined)
    try {
      const hash = await flows.sendToken(core)
      setSent({ hash, amount, symbol: token?.symbol ?? '' })
      // The account's native balance paid the fee: read it again for the Account view.
      flows.refreshNativeBalance(core, true).catch(() => {})
    } catch (failure) {
      setError(getSendErrorKey(failure))
    }
  }

  return (
    <form className="ak-send" noValidate onSubmit={onSubmit}>
      <ComponentStyle id="send-panel" css={sendPanelCss} />
      {status === 'loading' && tokens.length === 0 ? (
        <Spinner label={t('send.tokensLoading')} />
      ) : status === 'failed' ? (
        <AlertBar variant="error" message={t('send.tokensUnavailable')} />
      ) : tokens.length === 0 ? (
        <p className="ak-send-status">{t('send.noTokens')}</p>
      ) : (
        <SelectInput
          label={t('send.token')}
          value={tokenKey}
          placeholder={t('send.chooseToken')}
          options={tokens.map((candidate) => ({
            value: getTokenKey(candidate),
            label: t('send.tokenOption', {
              symbol: candidate.symbol,
              balance: candidate.quantity.numeric,
            }),
          }))}
          onChange={(key) => {
            setTokenKey(key)
            setAmountTooHigh(false)
          }}
        />
      )}
      <AmountInput
        label={t('send.amount')}
        value={amount}
        onChange={(value) => {
          setAmount(value)
          setAmountTooHigh(false)
        }}
        symbol={token?.symbol ?? ''}
        decimals={token ? Number(token.quantity.decimals) : 18}
        caption={
          token
            ? t('send.available', { balance: token.quantity.numeric, symbol: token.symbol })
            : undefined
        }
        error={amountTooHigh ? t('send.insufficientBalance') : undefined}
      />
      <TextInput
        label={t('send.receiver')}
        value={receiver}
        placeholder={t('send.receiverPlaceholder')}
        onChange={(value) => {
          setReceiver(value)
          setReceiverInvalid(false)
        }}
        error={receiverInvalid ? t('send.invalidReceiver', { network: network.name }) : undefined}
      />
      {error ? <AlertBar variant="error" message={t(error)} /> : null}
      <Button
        type="submit"
        fullWidth
        {...(sendState.loading ? { loadingLabel: t('send.sending') } : {})}
      >
        {t('send.submit')}
      </Button>
    </form>
  )
}
