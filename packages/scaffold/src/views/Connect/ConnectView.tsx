import * as controllers from '@appkit/core/controllers'
import { ActionIcon, Button, ComponentStyle } from '@appkit/ui'
import { Fragment, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { hasServiceUrl } from '../../client/toCoreOptions'
import { isFeaturePanelAvailable } from '../../features/featurePanels'
import { getShownSocials } from '../../features/socials/socialProviders'
import { useModalContext } from '../../host/ModalContext'
import { useOptionsSnapshot } from '../../host/useOptionsSnapshot'
import { applyConnectorOptions } from '../walletEntries/applyConnectorOptions'
import { canConnectRegistryWallets } from '../walletEntries/canConnectRegistryWallets'
import { getConnectSections } from '../walletEntries/getConnectSections'
import { getWalletImageUrl } from '../walletEntries/getWalletImageUrl'
import { selectWalletEntry } from '../walletEntries/selectWalletEntry'
import { useFeaturedWallets } from '../walletEntries/useFeaturedWallets'
import { WalletTiles } from '../walletEntries/WalletTiles'
import { getWalletListContext, getWalletListState } from '../walletEntries/walletListContext'
import { CollapsedWallets } from './CollapsedWallets'
import { connectViewCss } from './connectViewCss'
import { EmailConnect } from './EmailConnect'
import { formatWalletCount } from './formatWalletCount'
import { LegalGate } from './LegalGate'
import { LegalNotice } from './LegalNotice'
import { SocialConnect } from './SocialConnect'
import { WalletGuide } from './WalletGuide'

/**
 * Connect: the ways to connect in SPEC §9 'Connect method order' (wallets first when an
 * injected wallet is shown; e-mail and social when their feature is on and a secure site is configured), the wallets in
 * 'Connector type order' (recent, installed and announced, featured, external), and the All
 * Wallets entry with the registry's count when a wallet service is configured, and under them
 * the wallet guide ('Get started', to AllWallets) unless `enableWalletGuide` is false. With
 * `features.collapseWallets` (or `emailShowWallets: false` beside e-mail login) the wallets wait
 * behind 'Continue with a wallet', after e-mail and socials; with `features.legalCheckbox` and a
 * legal document, the ways to connect stay disabled until the visitor accepts the terms.
 */
export default function ConnectView() {
  const { core, t, views = {} } = useModalContext()
  // A snapshot: `updateOptions` re-renders Connect.
  const options = useOptionsSnapshot()
  const connectors = useSnapshot(core.connectors)
  const features = useSnapshot(core.features)
  const list = useSnapshot(getWalletListState(core))
  const qrAvailable = canConnectRegistryWallets(views, options)
  const featured = useFeaturedWallets(core, options.featuredWalletIds, qrAvailable)
  const allWalletsShown = features.allWallets && hasServiceUrl(core, 'wallet')

  useEffect(() => {
    const state = getWalletListState(core)
    if (!allWalletsShown || state.page > 0 || state.loading) return
    void controllers.walletList.loadNextWalletPage(state, getWalletListContext(core, options))
  }, [core, allWalletsShown, options])

  const sections = getConnectSections({
    // The embedded wallet (type AUTH) is reached through the e-mail field and the social
    // buttons; the sections list only wallet types, so it never shows as a wallet.
    connectors: applyConnectorOptions(connectors.connectors, options),
    recentWallets: connectors.recentWallets,
    featured,
    custom: options.customWallets ?? [],
    excludeWallets: connectors.excludeWallets,
    isMobile: core.services.platform.isMobile,
    qrAvailable,
    imageUrlOf: (wallet) => getWalletImageUrl(core, wallet),
  })
  const entries = sections.flatMap((s) => s.items)
  const injectedShown = sections.some((s) => s.section === 'injected')
  const methods = controllers.connectorOrder.getConnectMethodOrder(injectedShown)
  const emailShown = Boolean(options.secureSiteUrl) && isFeaturePanelAvailable(features, 'email')
  const socials =
    options.secureSiteUrl && isFeaturePanelAvailable(features, 'socials')
      ? getShownSocials(features.socials, core.services.platform)
      : []
  // Connect lists every namespace's wallets together: when they mix, each tile names its own.
  const namespaces = new Set(entries.flatMap((entry) => entry.connector?.chain ?? []))
  const captionOf =
    namespaces.size > 1
      ? (entry: (typeof entries)[number]) =>
          entry.connector ? t(`networks.namespace_${entry.connector.chain}`) : undefined
      : undefined
  const tags = {
    installed: t('connect.tagInstalled'),
    recent: t('connect.tagRecent'),
    qr: t('connect.tagQr'),
  }

  const wallets = (
    <div key="wallet" className="ak-connect">
      {entries.length > 0 ? (
        <WalletTiles
          entries={entries}
          label={t('connect.walletsLabel')}
          tagMessages={tags}
          captionOf={captionOf}
          onSelect={(entry) => selectWalletEntry(core, entry)}
        />
      ) : allWalletsShown ? null : (
        <p className="ak-connect-empty">{t('connect.noWallets')}</p>
      )}
      {allWalletsShown ? (
        <div className="ak-connect-all">
          <Button
            variant="secondary"
            fullWidth
            onClick={() => controllers.router.push(core.router, 'AllWallets')}
          >
            <ActionIcon name="wallet" size={18} />
            {t('connect.allWallets')}
            {list.count > 0 ? (
              // A number with a sign ('20+') keeps its order in a right-to-left modal.
              <span className="ak-connect-count" dir="ltr">
                {t('connect.allWalletsCount', { count: formatWalletCount(list.count) })}
              </span>
            ) : null}
          </Button>
        </div>
      ) : null}
    </div>
  )

  // AppKit's collapseWallets, and emailShowWallets: false beside e-mail login, put the wallets
  // behind one button, after the other ways to connect.
  const collapsed =
    (features.collapseWallets && (emailShown || socials.length > 0)) ||
    (!features.emailShowWallets && emailShown)
  const order = collapsed ? [...methods.filter((m) => m !== 'wallet'), 'wallet' as const] : methods
  const blocks = order.flatMap((method) =>
    method === 'wallet'
      ? [collapsed ? <CollapsedWallets key="wallet">{wallets}</CollapsedWallets> : wallets]
      : method === 'email' && emailShown
        ? [<EmailConnect key="email" />]
        : method === 'social' && socials.length > 0
          ? [<SocialConnect key="social" providers={socials} />]
          : [],
  )

  const ways = blocks.map((block, index) =>
    // An 'or' line between the ways to connect (e-mail, social, wallets).
    index === 0 ? (
      block
    ) : (
      <Fragment key={String(block.key)}>
        <p className="ak-connect-divider">
          <span>{t('connect.or')}</span>
        </p>
        {block}
      </Fragment>
    ),
  )
  // The wallet guide leads to AllWallets: a way to connect too, locked with the others.
  const guide = allWalletsShown && options.enableWalletGuide !== false ? <WalletGuide /> : null
  const legal = {
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
  }

  return (
    <div>
      <ComponentStyle id="scaffold-connect" css={connectViewCss} />
      {features.legalCheckbox ? (
        <LegalGate {...legal}>
          {ways}
          {guide}
        </LegalGate>
      ) : (
        <>
          {ways}
          <LegalNotice {...legal} />
          {guide}
        </>
      )}
    </div>
  )
}
