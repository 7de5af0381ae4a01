import { Link } from '@appkit/ui'
import { Fragment, type ReactNode } from 'react'
import { useModalContext } from '../../host/ModalContext'

/** Props of {@link LegalNotice}. */
export type LegalNoticeProps = {
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
}

/**
 * The legal line under Connect ('By connecting your wallet, you agree to our Terms of Service
 * and Privacy Policy.') for the documents the dapp configured; a URL that is not https shows as
 * plain text, never as a link (HOSTILE E). Nothing shows without either URL.
 */
export function LegalNotice({ termsConditionsUrl, privacyPolicyUrl }: LegalNoticeProps) {
  const { t } = useModalContext()
  const links: ReactNode[] = []
  if (termsConditionsUrl)
    links.push(
      <Link key="terms" href={termsConditionsUrl}>
        {t('connect.legalTerms')}
      </Link>,
    )
  if (privacyPolicyUrl)
    links.push(
      <Link key="privacy" href={privacyPolicyUrl}>
        {t('connect.legalPrivacy')}
      </Link>,
    )
  if (links.length === 0) return null
  const [before = '', after = ''] = t('connect.legal').split('{links}')
  return (
    <p className="ak-connect-legal">
      {before}
      {links.map((link, index) => (
        <Fragment key={String(index)}>
          {index > 0 ? ` ${t('connect.legalAnd')} ` : null}
          {link}
        </Fragment>
      ))}
      {after}
    </p>
  )
}
