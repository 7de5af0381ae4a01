import type { ChainNamespace } from '@appkit/core'
import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { AlertBar, Button } from '@appkit/ui'
import { useEffect, useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import { getEmbeddedWallet } from '../../features/email/getEmbeddedWallet'
import { useModalContext } from '../../host/ModalContext'

/** Props of {@link AccountTypeToggle}. */
export type AccountTypeToggleProps = { namespace: ChainNamespace }

/**
 * The embedded wallet's eoa ↔ smartAccount toggle on Account (SPEC §4 'Preferred account type
 * toggles between eoa and smartAccount (smart only if enabled and current is eoa). On error falls
 * back to EOA.'): shown for the AUTH connector on a network the frame lists as smart-account
 * enabled (SPEC §3 'smartAccountEnabledNetworks', read when Account opens). It names the type in
 * use; the address above follows it. A failed switch to the smart account says so (catalogue).
 */
export function AccountTypeToggle({ namespace }: AccountTypeToggleProps) {
  const { core, t, appKit } = useModalContext()
  const chain = useSnapshot(core.chain)
  const titleId = useId()
  const secureSiteUrl = appKit?.options.secureSiteUrl ?? ''
  const state = chain.namespaces[namespace]
  const account = state?.accountState
  const network = controllers.chain.getActiveNetwork(chain as typeof core.chain)
  const isEmbedded = account?.connectorId === AUTH_CONNECTOR_ID && Boolean(secureSiteUrl)
  const [busy, setBusy] = useState(false)
  const [unavailable, setUnavailable] = useState(false)

  useEffect(() => {
    if (!isEmbedded) return
    const { messenger } = getEmbeddedWallet(core, secureSiteUrl, appKit)
    // Without the list the toggle stays hidden: the EOA keeps working.
    flows.loadSmartAccountNetworks(core, messenger, namespace).catch(() => {})
  }, [core, isEmbedded, secureSiteUrl, namespace, appKit])

  const enabled =
    network?.chainNamespace === namespace &&
    (state?.networkState.smartAccountEnabledNetworks ?? []).includes(Number(network.id))
  if (!isEmbedded || !enabled) return null
  const type = account?.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'

  const toggle = async () => {
    setBusy(true)
    setUnavailable(false)
    try {
      const { messenger } = getEmbeddedWallet(core, secureSiteUrl, appKit)
      const result = await flows.toggleEmbeddedAccountType(core, messenger, namespace)
      setUnavailable(result.fellBack)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="ak-account-type-toggle" aria-labelledby={titleId}>
      <p className="ak-account-type-current">
        <span id={titleId} className="ak-account-types-title">
          {t('account.accountType')}
        </span>
        <span className="ak-account-type-label" data-account-type={type}>
          {t(
            type === 'smartAccount'
              ? 'account.accountTypeSmartAccount'
              : 'account.accountTypeEoaLong',
          )}
        </span>
      </p>
      <Button
        variant="secondary"
        size="small"
        fullWidth
        onClick={toggle}
        {...(busy ? { loadingLabel: t('account.switchingAccountType') } : {})}
      >
        {t(type === 'smartAccount' ? 'account.switchToEoa' : 'account.switchToSmartAccount')}
      </Button>
      {unavailable ? (
        <AlertBar variant="error" message={t('account.smartAccountUnavailable')} />
      ) : null}
    </section>
  )
}
