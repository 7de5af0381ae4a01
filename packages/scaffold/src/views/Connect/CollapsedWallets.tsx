import { ActionIcon, Button } from '@appkit/ui'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useModalContext } from '../../host/ModalContext'

/**
 * The wallet list behind one 'Continue with a wallet' button (AppKit's `collapseWallets`, and
 * `emailShowWallets: false` beside e-mail login): pressing it shows the list in its place and
 * moves the focus to the list's first wallet.
 */
export function CollapsedWallets({ children }: { children: ReactNode }) {
  const { t } = useModalContext()
  const [shown, setShown] = useState(false)
  const list = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (shown) list.current?.querySelector<HTMLElement>('button, a[href]')?.focus()
  }, [shown])
  if (shown) return <div ref={list}>{children}</div>
  return (
    <div className="ak-connect-collapsed">
      <Button variant="secondary" fullWidth onClick={() => setShown(true)}>
        <ActionIcon name="wallet" size={18} />
        {t('connect.continueWithWallet')}
      </Button>
    </div>
  )
}
