import type { Wallet } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import { Button, ComponentStyle, type TabItem, Tabs } from '@appkit/ui'
import { useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import { connectingWalletConnectCss } from './connectingWalletConnectCss'
import { findPairingWallet } from './findPairingWallet'
import { getPairingImageUrl } from './getPairingImageUrl'
import { getWalletLink, getWalletTabs, type WalletLinkTab } from './getWalletLinks'
import { type OpenLink, openInBrowser, openWalletLink } from './openWalletLink'
import { PairingQr } from './PairingQr'
import { usePairing } from './usePairing'
import { WalletLinkPanel } from './WalletLinkPanel'

const tabLabels = {
  mobile: 'walletConnect.tabMobile',
  desktop: 'walletConnect.tabDesktop',
  web: 'walletConnect.tabWeb',
  browser: 'walletConnect.tabBrowser',
} as const

/** Props of {@link ConnectingWalletConnectView} (the host passes none). */
export type ConnectingWalletConnectViewProps = { openLink?: OpenLink }

/**
 * Connects a wallet over WalletConnect: the QR code of the pairing URI with the wallet's logo
 * and a copy-link button, and tabs for what the wallet offers — mobile (the QR code on a
 * computer, its app link on a phone; Phantom, Solflare and Coinbase open this page in their
 * browser, SPEC §2), desktop and web links carrying the encoded URI, and its browser extension
 * when installed. Only https and vetted custom schemes are opened. The pairing refreshes before
 * it expires (SPEC §5) and a declined request offers a retry.
 */
export default function ConnectingWalletConnectView({
  openLink = openInBrowser,
}: ConnectingWalletConnectViewProps) {
  const { core, t } = useModalContext()
  const router = useSnapshot(core.router)
  const routed = router.data?.wallet as Wallet | undefined
  const routedId = routed?.id
  // biome-ignore lint/correctness/useExhaustiveDependencies: the wallet is looked up once per wallet id
  const { wallet, installed } = useMemo(() => findPairingWallet(core, routed), [core, routedId])
  const { state, retry } = usePairing(core, wallet)
  const isMobile = core.services.platform.isMobile
  const tabs = getWalletTabs(wallet, installed !== undefined)
  const [selected, setSelected] = useState<WalletLinkTab>('mobile')
  const name = wallet?.name ?? 'WalletConnect'

  if (state.status === 'unavailable')
    return <p className="ak-wc-text">{t('walletConnect.unavailable')}</p>
  if (state.status === 'rejected')
    return (
      <div className="ak-wc">
        <ComponentStyle id="connecting-wallet-connect" css={connectingWalletConnectCss} />
        <div role="alert">
          <p className="ak-wc-title">{t('walletConnect.rejectedTitle')}</p>
          <p className="ak-wc-text">{t('walletConnect.rejectedDescription')}</p>
        </div>
        <Button variant="secondary" onClick={retry}>
          {t('common.tryAgain')}
        </Button>
      </div>
    )

  const uri = state.uri
  const open = (tab: Exclude<WalletLinkTab, 'browser'>) => {
    const link =
      wallet && uri ? getWalletLink(tab, wallet, uri, core.services.platform.url) : undefined
    return link ? () => void openWalletLink(link, openLink) : undefined
  }
  const qr = (
    <PairingQr
      uri={uri}
      name={name}
      imageUrl={getPairingImageUrl(core, wallet)}
      t={t}
      generic={!wallet}
    />
  )
  const panels: Record<WalletLinkTab, () => TabItem['panel']> = {
    mobile: () =>
      isMobile && wallet ? (
        <WalletLinkPanel kind="mobile" name={name} onOpen={open('mobile')} t={t} />
      ) : (
        <div className="ak-wc-panel">
          {qr}
          <p className="ak-wc-text">
            {wallet
              ? t('walletConnect.scanDescription', { name })
              : t('walletConnect.scanDescriptionGeneric')}
          </p>
        </div>
      ),
    desktop: () => <WalletLinkPanel kind="desktop" name={name} onOpen={open('desktop')} t={t} />,
    web: () => <WalletLinkPanel kind="web" name={name} onOpen={open('web')} t={t} />,
    browser: () => (
      <WalletLinkPanel
        kind="browser"
        name={name}
        onOpen={
          installed
            ? () =>
                controllers.router.replace(core.router, 'ConnectingExternal', {
                  connectorId: installed.id,
                  wallet: { id: installed.id, name: installed.name },
                })
            : undefined
        }
        t={t}
      />
    ),
  }
  return (
    <div className="ak-wc">
      <ComponentStyle id="connecting-wallet-connect" css={connectingWalletConnectCss} />
      {tabs.length > 1 ? (
        <div className="ak-wc-tabs">
          <Tabs
            label={t('walletConnect.tabsLabel', { name })}
            items={tabs.map((tab) => ({ id: tab, label: t(tabLabels[tab]), panel: panels[tab]() }))}
            selectedId={selected}
            onSelect={(id) => setSelected(id as WalletLinkTab)}
          />
        </div>
      ) : (
        panels.mobile()
      )}
      {state.retrying ? (
        <p className="ak-wc-text" role="status">
          {t('walletConnect.retrying')}
        </p>
      ) : null}
    </div>
  )
}
