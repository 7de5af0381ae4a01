import { useModalContext } from '../../host/ModalContext'
import { type LegalUrls, renderLegalText } from './LegalLinks'

/** Props of {@link LegalNotice}. */
export type LegalNoticeProps = LegalUrls

/**
 * The legal line under Connect ('By connecting your wallet, you agree to our Terms of Service
 * and Privacy Policy.') for the documents the dapp configured; a URL that is not https shows as
 * plain text, never as a link (HOSTILE E). Nothing shows without either URL.
 */
export function LegalNotice(urls: LegalNoticeProps) {
  const { t } = useModalContext()
  const text = renderLegalText(t, t('connect.legal'), urls)
  return text ? <p className="ak-connect-legal">{text}</p> : null
}
