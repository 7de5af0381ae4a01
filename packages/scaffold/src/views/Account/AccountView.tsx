import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import {
  formatBalance,
  getAccountDisplayName,
  isFeatureSupported,
  truncateAddress,
} from '@appkit/core/internal'
import { AlertBar, Button, ComponentStyle, NetworkButton, Spinner } from '@appkit/ui'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { getNetworkImageUrl } from '../../client/getNetworkImageUrl'
import { useModalContext } from '../../host/ModalContext'
import { canChooseAccountName } from '../RegisterAccountName/canChooseAccountName'
import { AccountIdentity } from './AccountIdentity'
import { AccountTabs } from './AccountTabs'
import { AccountTypeList } from './AccountTypeList'
import { AccountTypeToggle } from './AccountTypeToggle'
import { accountViewCss } from './accountViewCss'
import { getAddressExplorerUrl } from './getAddressExplorerUrl'
import { WalletFeatureList } from './WalletFeatureList'
import { getWalletFeatureOpeners } from './walletFeatureOpeners'

/**
 * The connected account: balance, avatar, name or truncated address with copy and explorer
 * link, the network button (to Networks), the accounts of a multi-account wallet with their
 * types (a Bitcoin wallet's payment and ordinal accounts), the embedded wallet's eoa ↔ smartAccount
 * toggle (AccountTypeToggle), Edit email for an e-mail login
 * (UpdateEmailWallet), the wallet features in SPEC §9 order (each opens its
 * feature panel), the Tokens, NFTs and Activity tabs, the connected wallets (multi-wallet) and disconnect.
 */
export default function AccountView() {
  const { core, t } = useModalContext()
  const chain = useSnapshot(core.chain)
  const features = useSnapshot(core.features)
  const account = controllers.chain.getActiveAccount(chain as typeof core.chain)
  const network = controllers.chain.getActiveNetwork(chain as typeof core.chain)
  const namespace = chain.activeNamespace
  const address = account?.address
  const [balanceFailed, setBalanceFailed] = useState(false)
  const [disconnecting, setDisconnecting] = useState(false)
  const [disconnectFailed, setDisconnectFailed] = useState(false)

  useEffect(() => {
    if (!address || !network) return
    setBalanceFailed(false)
    flows.refreshNativeBalance(core).catch(() => setBalanceFailed(true))
    // The identity only adds a name and avatar: without it the address and its avatar show.
    flows.refreshIdentity(core).catch(() => {})
  }, [core, address, network])

  if (!address || !namespace) return <p className="ak-account-empty">{t('account.notConnected')}</p>

  // SPEC §5: the profile name, else the embedded wallet's display name, else the address.
  const name = getAccountDisplayName(account) ?? truncateAddress(address)
  const featureButtons = getWalletFeatureOpeners(core, features as typeof core.features)
  // SPEC §4, §6: the embedded wallet's EVM account without a name may register one.
  const canChooseName = canChooseAccountName(account, network)
  // SPEC §2 UpdateEmailWallet: an e-mail login (the AUTH connector, no social provider) may change it.
  const canEditEmail =
    account.connectorId === AUTH_CONNECTOR_ID &&
    Boolean(account.user?.email) &&
    !account.socialProvider

  const onDisconnect = async () => {
    setDisconnecting(true)
    setDisconnectFailed(false)
    try {
      await flows.disconnect(core, namespace)
      await flows.close(core)
    } catch {
      setDisconnectFailed(true)
    } finally {
      setDisconnecting(false)
    }
  }

  return (
    <div className="ak-account">
      <ComponentStyle id="account-view" css={accountViewCss} />
      <NetworkButton
        name={network?.name ?? t('account.selectNetwork')}
        imageUrl={getNetworkImageUrl(core, network)}
        onClick={() => controllers.router.push(core.router, 'Networks')}
      />
      <AccountIdentity
        address={address}
        name={name}
        imageUrl={account.profileImage ?? undefined}
        explorerUrl={getAddressExplorerUrl(address, network, account.addressExplorerUrl)}
      >
        {canChooseName ? (
          <Button
            variant="secondary"
            size="small"
            onClick={() => controllers.router.push(core.router, 'RegisterAccountName')}
          >
            {t('names.chooseName')}
          </Button>
        ) : null}
      </AccountIdentity>
      <p className="ak-account-balance">
        {account.balance !== undefined ? (
          // '10000 ETH' keeps its order in a right-to-left modal.
          <span dir="ltr">{formatBalance(account.balance, account.balanceSymbol)}</span>
        ) : balanceFailed ? (
          t('account.balanceUnavailable')
        ) : (
          <Spinner label={t('account.balanceLoading')} />
        )}
      </p>
      <AccountTypeList namespace={namespace} activeAddress={address} />
      <AccountTypeToggle namespace={namespace} />
      <WalletFeatureList {...featureButtons} />
      <AccountTabs showActivity={isFeatureSupported('activity', network) && features.activity} />
      {canEditEmail ? (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => controllers.router.push(core.router, 'UpdateEmailWallet')}
        >
          {t('account.editEmail')}
        </Button>
      ) : null}
      {features.multiWallet ? (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => controllers.router.push(core.router, 'ProfileWallets')}
        >
          {t('account.connectedWallets')}
        </Button>
      ) : null}
      {disconnectFailed ? (
        <AlertBar variant="error" message={t('account.disconnectFailed')} />
      ) : null}
      <Button
        variant="ghost"
        fullWidth
        onClick={onDisconnect}
        {...(disconnecting ? { loadingLabel: t('account.disconnecting') } : {})}
      >
        {t('account.disconnect')}
      </Button>
    </div>
  )
}
