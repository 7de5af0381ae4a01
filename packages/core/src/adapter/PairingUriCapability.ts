import type { ChainAdapter } from './ChainAdapter'

/**
 * The optional capability of an adapter that connects over the WalletConnect pairing protocol:
 * it reports the `wc:` URI of a pending pairing (shown as a QR code and put in deep links) and
 * can replace a pairing about to expire with a fresh one (SPEC §5 'A pairing is expired when
 * under 10 s remain') while its connect() keeps waiting.
 */
export type PairingUriCapability = {
  /** The id of the connector that pairs (pass it to connect()). */
  readonly pairingConnectorId: string
  /** Calls `listener` with each new `wc:` URI; returns the function that stops it. */
  subscribePairingUri(listener: (uri: string) => void): () => void
  /** Starts a fresh pairing (a new URI) for the pending connect(); nothing when none waits. */
  refreshPairingUri(): void
  /**
   * Ends the pending connect() with an error (the visitor left the QR code view), so it does not
   * fail minutes later when the pairing expires; a wallet approving afterwards is disconnected.
   */
  cancelPairingUri(): void
  /**
   * Hands the instance's dapp metadata and project id to the pairing (createAppKit calls it);
   * values the adapter was given itself win.
   */
  configurePairing(defaults: {
    metadata?: { name: string; description: string; url: string; icons: readonly string[] }
    projectId?: string
  }): void
}

/** True when `adapter` pairs over WalletConnect (see {@link PairingUriCapability}). */
export function hasPairingUri(
  adapter: ChainAdapter | undefined,
): adapter is ChainAdapter & PairingUriCapability {
  const candidate = adapter as Partial<PairingUriCapability> | undefined
  return (
    typeof candidate?.pairingConnectorId === 'string' &&
    typeof candidate.subscribePairingUri === 'function' &&
    typeof candidate.refreshPairingUri === 'function' &&
    typeof candidate.cancelPairingUri === 'function' &&
    typeof candidate.configurePairing === 'function'
  )
}
