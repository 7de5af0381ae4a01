import type {
  WalletConnectCapability,
  WalletConnectNamespaceSession,
  WalletConnectSessionEvent,
} from '@appkit/core'

/** Solana devnet's CAIP-2 chain id. */
export const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/**
 * A second namespace for the two-namespace pairing test: the WalletConnect part of a Solana
 * adapter (core's WalletConnectCapability) and nothing else. It contributes the Solana devnet
 * to the proposal and keeps the accounts and events the shared session hands it. Its rpcMap
 * points at a closed local port: nothing reads a Solana chain in this test.
 */
export function createSolanaTestAdapter() {
  const received: (readonly string[] | undefined)[] = []
  const events: WalletConnectSessionEvent[] = []
  const adapter: WalletConnectCapability = {
    walletConnectNamespace: {
      namespace: 'solana',
      chains: [SOLANA_DEVNET],
      methods: ['solana_signMessage'],
      events: [],
      rpcMap: { [SOLANA_DEVNET.split(':')[1] ?? '']: 'http://127.0.0.1:9' },
    },
    setWalletConnectSession: (session: WalletConnectNamespaceSession | undefined) =>
      received.push(session?.accounts),
    onWalletConnectEvent: (event) => events.push(event),
  }
  return {
    adapter,
    events,
    /** The accounts it holds now (the last session handed to it). */
    accounts: () => received.at(-1),
  }
}
