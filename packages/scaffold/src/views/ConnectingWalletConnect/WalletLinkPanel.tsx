import { Button } from '@appkit/ui'
import type { MessageKey, Translate } from '../../i18n/translate'

const actions = {
  mobile: 'walletConnect.openMobile',
  desktop: 'walletConnect.openDesktop',
  web: 'walletConnect.openWeb',
  browser: 'walletConnect.openBrowser',
} as const satisfies Record<string, MessageKey>

/** Props of {@link WalletLinkPanel}. */
export type WalletLinkPanelProps = {
  kind: keyof typeof actions
  name: string
  /** Undefined when the wallet offers no link that may be opened. */
  onOpen: (() => void) | undefined
  t: Translate
}

/** A tab panel that hands the pairing to the wallet app, desktop app, web app or extension. */
export function WalletLinkPanel({ kind, name, onOpen, t }: WalletLinkPanelProps) {
  return (
    <div className="ak-wc-panel">
      <p className="ak-wc-title">{t('walletConnect.continueIn', { name })}</p>
      <p className="ak-wc-text">
        {kind === 'browser'
          ? t('walletConnect.browserDescription', { name })
          : t('walletConnect.continueDescription')}
      </p>
      {onOpen ? (
        <Button onClick={onOpen}>{t(actions[kind], { name })}</Button>
      ) : (
        <p className="ak-wc-text">{t('walletConnect.linkUnavailable')}</p>
      )}
    </div>
  )
}
