import { Avatar, CopyButton, Link } from '@appkit/ui'
import type { ReactNode } from 'react'
import { useModalContext } from '../../host/ModalContext'

/** Props of {@link AccountIdentity}. */
export type AccountIdentityProps = {
  address: string
  /** The profile or display name, or the truncated address. */
  name: string
  imageUrl: string | undefined
  /** An https explorer page of the address, when there is one. */
  explorerUrl: string | undefined
  /** More actions beside the copy button (e.g. "Choose a name"). */
  children?: ReactNode
}

/** The account's avatar, name (or truncated address), copy button and explorer link. */
export function AccountIdentity({
  address,
  name,
  imageUrl,
  explorerUrl,
  children,
}: AccountIdentityProps) {
  const { t } = useModalContext()
  return (
    <div className="ak-account-identity">
      <Avatar address={address} imageUrl={imageUrl} size={72} />
      <p className="ak-account-name" title={address}>
        {name}
      </p>
      <div className="ak-account-actions">
        <CopyButton
          value={address}
          messages={{
            copy: t('account.copyAddress'),
            copied: t('account.addressCopied'),
            failed: t('account.copyFailed'),
          }}
        />
        {explorerUrl ? <Link href={explorerUrl}>{t('account.explorer')}</Link> : null}
        {children}
      </div>
    </div>
  )
}
