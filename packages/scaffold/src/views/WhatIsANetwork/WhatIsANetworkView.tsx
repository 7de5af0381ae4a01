import * as controllers from '@appkit/core/controllers'
import { Button, ComponentStyle, HelpTopics } from '@appkit/ui'
import { useModalContext } from '../../host/ModalContext'
import { helpViewCss } from '../WhatIsAWallet/helpViewCss'

/**
 * WhatIsANetwork (AppKit's help view of that name): what a network is, in two short topics,
 * and "Choose a network", which opens Networks.
 */
export default function WhatIsANetworkView() {
  const { core, t } = useModalContext()
  return (
    <div className="ak-help-view">
      <ComponentStyle id="help-view" css={helpViewCss} />
      <HelpTopics
        label={t('titles.WhatIsANetwork')}
        topics={[
          { title: t('help.networkLedgerTitle'), text: t('help.networkLedgerText') },
          { title: t('help.networkUsesTitle'), text: t('help.networkUsesText') },
        ]}
      />
      <Button fullWidth onClick={() => controllers.router.push(core.router, 'Networks')}>
        {t('help.chooseNetwork')}
      </Button>
    </div>
  )
}
