import * as controllers from '@appkit/core/controllers'
import { Button, ComponentStyle, HelpTopics } from '@appkit/ui'
import { useModalContext } from '../../host/ModalContext'
import { helpViewCss } from './helpViewCss'

/**
 * WhatIsAWallet (AppKit's help view of that name): what a wallet is for, in three short
 * topics, and "Get a wallet", which opens AllWallets.
 */
export default function WhatIsAWalletView() {
  const { core, t } = useModalContext()
  return (
    <div className="ak-help-view">
      <ComponentStyle id="help-view" css={helpViewCss} />
      <HelpTopics
        label={t('titles.WhatIsAWallet')}
        topics={[
          { title: t('help.walletLoginTitle'), text: t('help.walletLoginText') },
          { title: t('help.walletAssetsTitle'), text: t('help.walletAssetsText') },
          { title: t('help.walletWebTitle'), text: t('help.walletWebText') },
        ]}
      />
      <Button fullWidth onClick={() => controllers.router.push(core.router, 'AllWallets')}>
        {t('help.getWallet')}
      </Button>
    </div>
  )
}
