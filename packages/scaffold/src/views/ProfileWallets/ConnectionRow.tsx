import type { Connection } from '@appkit/core'
import { truncateAddress } from '@appkit/core/internal'
import { Button, WalletImage } from '@appkit/ui'
import { useModalContext } from '../../host/ModalContext'

/** Props of {@link ConnectionRow}. */
export type ConnectionRowProps = {
  connection: Connection
  name: string
  imageUrl: string | undefined
  active: boolean
  busy: boolean
  onSwitch: () => void
  onDisconnect: () => void
}

/** One connected wallet: image, name, address, the active mark or a switch button, disconnect. */
export function ConnectionRow({
  connection,
  name,
  imageUrl,
  active,
  busy,
  onSwitch,
  onDisconnect,
}: ConnectionRowProps) {
  const { t } = useModalContext()
  const address = connection.accounts[0]?.address
  return (
    <li className="ak-profile-wallet" aria-current={active ? 'true' : undefined}>
      <div className="ak-profile-wallet-info">
        <WalletImage name={name} imageUrl={imageUrl} size={40} />
        <span className="ak-profile-wallet-name">{name}</span>
        {address ? (
          <span className="ak-profile-wallet-address" title={address}>
            {truncateAddress(address)}
          </span>
        ) : null}
        {active ? (
          <span className="ak-profile-wallet-active">{t('profileWallets.active')}</span>
        ) : null}
      </div>
      <div className="ak-profile-wallet-actions">
        {active ? null : (
          <Button size="small" variant="secondary" disabled={busy} onClick={onSwitch}>
            {t('profileWallets.switchTo', { name })}
          </Button>
        )}
        <Button size="small" variant="ghost" disabled={busy} onClick={onDisconnect}>
          {t('profileWallets.disconnectWallet', { name })}
        </Button>
      </div>
    </li>
  )
}
