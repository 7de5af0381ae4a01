import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { Button, ComponentStyle, truncateAddress, WalletImage } from '@appkit/ui'
import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import { siwxSignMessageCss } from './siwxSignMessageCss'

/**
 * Sign in with a wallet (SPEC §4): the dapp's name and icon ask the connected account to sign
 * in. Sign runs core's `signInWithSiwx` (a spinner while the wallet is asked; success stores the
 * session and closes the modal, a failure shows 'Error signing message'); Cancel runs
 * `cancelSiwx` (when required: switch back or disconnect; otherwise close).
 */
export default function SIWXSignMessageView() {
  const { core, t } = useModalContext()
  const chain = useSnapshot(core.chain)
  const siwx = useSnapshot(core.siwx)
  const account = controllers.chain.getActiveAccount(chain as typeof core.chain)
  const [failed, setFailed] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const name = core.options.metadata?.name
  const icon = core.options.metadata?.icons[0]
  const address = account?.address
  const required = Boolean(core.options.siwx?.required)

  const onSign = async () => {
    setFailed(false)
    try {
      await flows.signInWithSiwx(core)
    } catch {
      // Core already showed the toast and reported the error; the view says it too.
      if (mounted.current) setFailed(true)
    }
  }
  const onCancel = async () => {
    setCancelling(true)
    try {
      await flows.cancelSiwx(core)
    } finally {
      if (mounted.current) setCancelling(false)
    }
  }

  return (
    <div className="ak-siwx">
      <ComponentStyle id="siwx-sign-message-view" css={siwxSignMessageCss} />
      <WalletImage name={name ?? ''} imageUrl={icon} size={72} />
      <p className="ak-siwx-title">{name ? t('siwx.title', { name }) : t('siwx.titleNoName')}</p>
      {address ? (
        <>
          <p className="ak-siwx-text">{t('siwx.hint', { address: truncateAddress(address) })}</p>
          <p className="ak-siwx-account" title={address}>
            <span className="ak-sr-only">{t('siwx.account')} </span>
            {truncateAddress(address)}
          </p>
        </>
      ) : null}
      {required ? <p className="ak-siwx-text">{t('siwx.required')}</p> : null}
      {failed ? (
        <div role="alert" className="ak-siwx-status">
          <p className="ak-siwx-title">{t('siwx.failed')}</p>
          <p className="ak-siwx-text">{t('siwx.failedHint')}</p>
        </div>
      ) : null}
      <div className="ak-siwx-actions">
        <Button
          variant="secondary"
          disabled={siwx.signing || cancelling}
          onClick={() => void onCancel()}
        >
          {t('siwx.cancel')}
        </Button>
        <Button
          disabled={!address || cancelling}
          {...(siwx.signing ? { loadingLabel: t('siwx.signing') } : {})}
          onClick={() => void onSign()}
        >
          {t('siwx.sign')}
        </Button>
      </div>
    </div>
  )
}
