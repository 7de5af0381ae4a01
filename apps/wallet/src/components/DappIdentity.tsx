import type { CoreTypes } from '@walletconnect/types'
import { safeIconUrl, safeLinkUrl } from '../safeIconUrl'

/**
 * A dapp's name, icon, address and description as its (untrusted) metadata gives them: the icon
 * only through <img> and only from a safe URL, the address linked only when it is https.
 */
export function DappIdentity({ metadata }: { metadata: CoreTypes.Metadata }) {
  const icon = safeIconUrl(metadata.icons)
  const link = safeLinkUrl(metadata.url)
  return (
    <div className="dapp">
      {icon ? <img src={icon} alt="" width={40} height={40} referrerPolicy="no-referrer" /> : null}
      <div>
        <strong className="dapp-name">{String(metadata.name)}</strong>
        <div className="dapp-url">
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {link}
            </a>
          ) : (
            <span>{String(metadata.url)}</span>
          )}
        </div>
        {metadata.description ? <p>{String(metadata.description)}</p> : null}
      </div>
    </div>
  )
}
