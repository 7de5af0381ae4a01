import * as controllers from '@appkit/core/controllers'
import { ComponentStyle } from '@appkit/ui'
import { useModalContext } from '../../host/ModalContext'

const walletGuideCss = `
.ak-wallet-guide{display:flex;justify-content:center;align-items:center;gap:6px;margin:12px 16px 0;padding-top:12px;border-top:1px solid var(--ak-color-border);font-size:.9em;color:var(--ak-color-fg-muted)}
.ak-wallet-guide-action{all:unset;cursor:pointer;font-weight:600;color:var(--ak-color-accent);border-radius:4px}
.ak-wallet-guide-action:hover{text-decoration:underline}
.ak-wallet-guide-action:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:2px}
`

/**
 * The wallet guide under Connect (AppKit's `enableWalletGuide`): "Haven't got a wallet?" and a
 * "Get started" action that opens AllWallets, where a visitor without a wallet can pick one.
 */
export function WalletGuide() {
  const { core, t } = useModalContext()
  return (
    <p className="ak-wallet-guide">
      <ComponentStyle id="wallet-guide" css={walletGuideCss} />
      {t('walletGuide.question')}
      <button
        type="button"
        className="ak-wallet-guide-action"
        onClick={() => controllers.router.push(core.router, 'AllWallets')}
      >
        {t('walletGuide.getStarted')}
      </button>
    </p>
  )
}
