import {
  CONNECTOR_TYPE_ORDER,
  DEFAULT_CONNECT_METHOD_ORDER,
  INJECTED_CONNECT_METHOD_ORDER,
} from '../../constants/featureConstants'

/** A section of the Connect view (SPEC §9 'Connector type order'). */
export type ConnectorSection = (typeof CONNECTOR_TYPE_ORDER)[number]

/** A connect method (SPEC §9 'Connect method order'). */
export type ConnectMethod = (typeof DEFAULT_CONNECT_METHOD_ORDER)[number]

/**
 * Orders the Connect view's sections: walletConnect, recent, injected, featured, custom,
 * external, recommended; empty sections are left out.
 */
export function orderConnectorSections<T>(
  sections: Partial<Record<ConnectorSection, readonly T[]>>,
): { section: ConnectorSection; items: readonly T[] }[] {
  return CONNECTOR_TYPE_ORDER.flatMap((section) => {
    const items = sections[section]
    return items && items.length > 0 ? [{ section, items }] : []
  })
}

/** The connect method order: email, social, wallet; wallet first when an injected wallet is shown. */
export function getConnectMethodOrder(injectedShown: boolean): readonly ConnectMethod[] {
  return injectedShown ? INJECTED_CONNECT_METHOD_ORDER : DEFAULT_CONNECT_METHOD_ORDER
}
