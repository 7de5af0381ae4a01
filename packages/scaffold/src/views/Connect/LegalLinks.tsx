import { Link } from '@appkit/ui'
import { Fragment, type ReactNode } from 'react'
import type { Translate } from '../../i18n/translate'

/** The dapp's legal documents, as `createAppKit` takes them. */
export type LegalUrls = {
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
}

/**
 * `text` (a catalogue string with `{links}`) with the terms and the privacy policy the dapp
 * configured linked in its place ('Terms of Service and Privacy Policy'); a URL that is not https
 * shows as plain text, never as a link (HOSTILE E). Null without either URL.
 */
export function renderLegalText(t: Translate, text: string, urls: LegalUrls): ReactNode {
  const links: ReactNode[] = []
  if (urls.termsConditionsUrl)
    links.push(
      <Link key="terms" href={urls.termsConditionsUrl}>
        {t('connect.legalTerms')}
      </Link>,
    )
  if (urls.privacyPolicyUrl)
    links.push(
      <Link key="privacy" href={urls.privacyPolicyUrl}>
        {t('connect.legalPrivacy')}
      </Link>,
    )
  if (links.length === 0) return null
  const [before = '', after = ''] = text.split('{links}')
  return (
    <>
      {before}
      {links.map((link, index) => (
        <Fragment key={String(index)}>
          {index > 0 ? ` ${t('connect.legalAnd')} ` : null}
          {link}
        </Fragment>
      ))}
      {after}
    </>
  )
}
