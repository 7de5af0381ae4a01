import type { WalletContext } from './WalletContext'

/** Forgets the site's authorization and emits accountsChanged [] (EIP-1193: no accounts). */
export function revokeAuthorization(context: Pick<WalletContext, 'state' | 'events'>): void {
  if (!context.state.authorized) return
  context.state.authorized = false
  context.state.save()
  context.events.emit('accountsChanged', [])
}
