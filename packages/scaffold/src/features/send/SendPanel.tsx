import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { type ApiTokenBalance, formatFee, isNamespaceAddress } from '@appkit/core/internal'
import {
  AlertBar,
  AmountInput,
  Button,
  ComponentStyle,
  SelectInput,
  Spinner,
  TextInput,
} from '@appkit/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import { amountWorth } from './amountWorth'
import { exceedsBalance } from './exceedsBalance'
import { getSendError, type SendError } from './getSendError'
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
 * With an adapter that prices a transfer first (`prepareTransfer`, a Bitcoin PSBT) the first
 * press is Review: the network fee shows, and Send then has the wallet sign exactly that; a
 * change of token, amount or receiver prices it again. A transaction the network refused says so
 * with the node's reason.
 */
export default function SendPanel() {
  const { core, t } = useModalContext()
  const chain = useSnapshot(core.chain) as typeof core.chain
  const sendState = useSnapshot(core.send)
  const account = controllers.chain.getActiveAccount(chain)
  const address = account?.address
  const network = controllers.chain.getActiveNetwork(chain)
  const { tokens, status } = useSendTokens(core, address, network, account?.balance)
  const [chosenKey, setTokenKey] = useState('')
  const [amount, setAmount] = useState('')
  const [receiver, setReceiver] = useState('')
  const [receiverInvalid, setReceiverInvalid] = useState(false)
  const [amountTooHigh, setAmountTooHigh] = useState(false)
  const [error, setError] = useState<SendError | undefined>(undefined)
  const [sent, setSent] = useState<Sent | undefined>(undefined)
  const hasBalance = account?.balance !== undefined

  useEffect(() => {
    // The native coin is offered from the native balance: read it when the panel opens alone.
    if (address && network && !hasBalance) flows.refreshNativeBalance(core).catch(() => {})
  }, [core, address, network, hasBalance])

  if (!address || !network) return <p className="ak-host-notice">{t('send.notConnected')}</p>
  if (sent) return <SendReceipt {...sent} network={network} />

  // One token to send (the native coin of a namespace without token balances): it is chosen.
  const only = tokens.length === 1 ? tokens[0] : undefined
  const tokenKey = chosenKey || (only ? getTokenKey(only) : '')
  const token = tokens.find((candidate) => getTokenKey(candidate) === tokenKey)
  // The adapter prices the transfer first (a Bitcoin PSBT): the fee shows before the wallet signs.
  const priced = flows.canPrepareSend(core)
  const prepared = sendState.prepared
  const worth = amountWorth(amount, token)
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
      if (priced && !core.send.prepared) {
        await flows.prepareSend(core)
        return
      }
      const hash = await flows.sendToken(core)
      setSent({ hash, amount, symbol: token?.symbol ?? '' })
    } catch (failure) {
      setError(getSendError(failure))
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
        worth={worth === undefined ? undefined : t('send.amountValue', { value: worth })}
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
      {priced && prepared ? (
        <dl className="ak-send-fee">
          <dt>{t('send.fee')}</dt>
          <dd>
            {/* The exact fee stays machine-readable; the text shows it rounded up. */}
            <data value={prepared.fee}>
              {t('send.feeValue', { fee: formatFee(prepared.fee), symbol: prepared.feeSymbol })}
            </data>
          </dd>
        </dl>
      ) : null}
      {error ? (
        <AlertBar
          variant="error"
          message={
            error.reason
              ? `${t(error.key)} ${t('send.refusedReason', { reason: error.reason })}`
              : t(error.key)
          }
        />
      ) : null}
      <Button
        type="submit"
        fullWidth
        {...(sendState.loading
          ? { loadingLabel: t(priced && !prepared ? 'send.feeLoading' : 'send.sending') }
          : {})}
      >
        {t(priced && !prepared ? 'send.review' : 'send.submit')}
      </Button>
    </form>
  )
}
