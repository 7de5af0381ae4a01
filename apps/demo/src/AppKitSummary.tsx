import { useAppKitAccount, useAppKitNetwork, useAppKitState, useWalletInfo } from '@appkit/scaffold'

/** The account, network and modal state as AppKit's hooks report them. */
export function AppKitSummary() {
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const { walletInfo } = useWalletInfo()
  return (
    <section className="card" aria-labelledby="appkit-heading">
      <h2 id="appkit-heading">Account (AppKit hooks)</h2>
      <p className="card-lede">
        What AppKit's hooks report: account, network, wallet and the modal's state.
      </p>
      <dl>
        <dt>Status</dt>
        <dd data-testid="appkit-status">{account.status ?? 'disconnected'}</dd>
        <dt>Address</dt>
        <dd data-testid="appkit-address">{account.address ?? '—'}</dd>
        <dt>CAIP address</dt>
        <dd data-testid="appkit-caip-address">{account.caipAddress ?? '—'}</dd>
        <dt>Network</dt>
        <dd data-testid="appkit-network">
          {network.caipNetwork ? `${network.caipNetwork.name} (${network.caipNetworkId})` : '—'}
        </dd>
        <dt>Wallet</dt>
        <dd data-testid="appkit-wallet">{walletInfo?.name ?? '—'}</dd>
        <dt>Modal</dt>
        <dd data-testid="appkit-modal-state">
          {state.open ? 'open' : 'closed'}
          {state.initialized ? '' : ' (restoring the connection…)'}
        </dd>
      </dl>
    </section>
  )
}
