import { type Address, toHex } from 'viem'
import type { StoreContext } from './StoreContext'
import { namespacesWithAccount, sessionChainIds } from './walletNamespaces'

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Tells every session the active chain changed: a `chainChanged` event (hex chain id) on the
 * sessions that include the chain; the others are left as they are, with a note.
 */
export async function switchChain(context: StoreContext, chainId: number): Promise<void> {
  const { kit, note } = context
  for (const session of Object.values(kit.getActiveSessions())) {
    const name = session.peer.metadata.name
    if (!sessionChainIds(session.namespaces).includes(chainId)) {
      note(`${name} did not ask for chain ${chainId}; it keeps its chain`)
      continue
    }
    await kit
      .emitSessionEvent({
        topic: session.topic,
        event: { name: 'chainChanged', data: toHex(chainId) },
        chainId: `eip155:${chainId}`,
      })
      .then(
        () => note(`Told ${name}: chain ${chainId}`),
        (error: unknown) =>
          note(`Could not tell ${name} about chain ${chainId}: ${message(error)}`),
      )
  }
}

/**
 * Moves every session to `address`: a session update with the account on each of its chains,
 * then an `accountsChanged` event.
 */
export async function switchAccount(context: StoreContext, address: Address): Promise<void> {
  const { kit, note, refreshSessions, getSnapshot } = context
  for (const session of Object.values(kit.getActiveSessions())) {
    const name = session.peer.metadata.name
    const chainIds = sessionChainIds(session.namespaces)
    const active = getSnapshot().chainId
    const eventChain = chainIds.includes(active) ? active : chainIds[0]
    try {
      const namespaces = namespacesWithAccount(session.namespaces, address)
      await kit.updateSession({ topic: session.topic, namespaces })
      await kit.emitSessionEvent({
        topic: session.topic,
        event: { name: 'accountsChanged', data: [address] },
        chainId: `eip155:${eventChain}`,
      })
      note(`Told ${name}: account ${address}`)
    } catch (error) {
      note(`Could not move ${name} to ${address}: ${message(error)}`)
    }
  }
  refreshSessions()
}
