import { type ChainNamespace, parseCaipNetworkId } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { CHAIN_NAMESPACES, DEFAULT_CAIP_NETWORK_ID } from '@appkit/core/internal'
import { AlertBar, Button, ComponentStyle } from '@appkit/ui'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import { ConnectionRow } from './ConnectionRow'
import { profileWalletsCss } from './profileWalletsCss'

/**
 * The connected wallets per namespace (SPEC §4 multi-wallet): the active one marked, switch
 * to another, disconnect one, add another (Connect), listed through core's
 * `listWalletConnections`: without the remote multi-wallet flag nothing is listed and core
 * shows the info alert 'Multi-Wallet Not Enabled' (SPEC §6). When the last wallet is
 * disconnected the modal closes.
 */
export default function ProfileWalletsView() {
  const { core, t } = useModalContext()
  const connections = useSnapshot(core.connections) as typeof core.connections
  const features = useSnapshot(core.features)
  useSnapshot(core.connectors)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<'switchFailed' | 'disconnectFailed'>()

  // Without the flag, core's gate shows its info alert once; nothing is listed.
  useEffect(() => {
    // The gate's alert is the same in every namespace: with none active yet, SPEC §1's default chain's.
    if (!features.multiWallet)
      flows.listWalletConnections(
        core,
        core.chain.activeNamespace ?? parseCaipNetworkId(DEFAULT_CAIP_NETWORK_ID).namespace,
      )
  }, [core, features.multiWallet])
  if (!features.multiWallet) return <div className="ak-profile-wallets" />

  const run = async (
    action: () => Promise<unknown>,
    failed: 'switchFailed' | 'disconnectFailed',
  ) => {
    setBusy(true)
    setFailure(undefined)
    try {
      await action()
    } catch {
      setFailure(failed)
    } finally {
      setBusy(false)
    }
  }
  const disconnectOne = (namespace: ChainNamespace, connectorId: string) =>
    run(async () => {
      await flows.disconnectConnection(core, namespace, connectorId)
      const left = CHAIN_NAMESPACES.some((ns) => (core.connections.byNamespace[ns] ?? []).length)
      if (!left) await flows.close(core)
    }, 'disconnectFailed')

  const groups = CHAIN_NAMESPACES.flatMap((namespace) => {
    // The snapshot, so a change of the connections renders again.
    const list = flows.listWalletConnections({ ...core, connections }, namespace)
    return list.length > 0 ? [{ namespace, list }] : []
  })
  return (
    <div className="ak-profile-wallets">
      <ComponentStyle id="profile-wallets-view" css={profileWalletsCss} />
      {failure ? <AlertBar variant="error" message={t(`profileWallets.${failure}`)} /> : null}
      {groups.length === 0 ? <p className="ak-profile-empty">{t('profileWallets.empty')}</p> : null}
      {groups.map(({ namespace, list }) => {
        const heading = t('profileWallets.namespaceWallets', {
          chain: t(`networks.namespace_${namespace}`),
        })
        const active = connections.activeConnectorIds[namespace]?.toLowerCase()
        return (
          <section key={namespace} className="ak-profile-group" aria-label={heading}>
            <p className="ak-profile-group-title">{heading}</p>
            <ul className="ak-profile-list">
              {list.map((connection) => {
                const id = connection.connectorId
                const connector = controllers.connectors.getConnector(core.connectors, id)
                const name =
                  connector?.type === 'AUTH'
                    ? t('profileWallets.embeddedWallet')
                    : (connector?.name ?? id)
                return (
                  <ConnectionRow
                    key={id}
                    connection={connection}
                    name={name}
                    imageUrl={connector?.imageUrl}
                    active={id.toLowerCase() === active}
                    busy={busy}
                    onSwitch={() =>
                      run(() => flows.activateConnection(core, namespace, id), 'switchFailed')
                    }
                    onDisconnect={() => disconnectOne(namespace, id)}
                  />
                )
              })}
            </ul>
          </section>
        )
      })}
      <Button
        variant="secondary"
        fullWidth
        onClick={() => controllers.router.push(core.router, 'Connect')}
      >
        {t('profileWallets.addWallet')}
      </Button>
    </div>
  )
}
