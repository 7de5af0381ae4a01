import type { PairingUriCapability } from './PairingUriCapability'
import type { WalletConnectCapability } from './WalletConnectCapability'

/**
 * What an adapter adds to core when it takes part in the instance's one WalletConnect session
 * and pairs through it: its namespace and session part, and the pairing URI members.
 */
export type WalletConnectParticipant = WalletConnectCapability & PairingUriCapability

/**
 * The base of an adapter class that takes part in the shared WalletConnect session only when it
 * is given one (its `walletConnect` option): it declares the members of
 * {@link WalletConnectParticipant}, each present once {@link joinWalletConnect} handed them over
 * and `undefined` before (so core's `hasWalletConnect` and `hasPairingUri` tell them apart).
 *
 * @example
 * class MyAdapter extends WalletConnectParticipantAdapter implements ChainAdapter {
 *   constructor(options: MyAdapterOptions) {
 *     super()
 *     this.joinWalletConnect(options.walletConnect && createMyWalletConnect(options.walletConnect).capability)
 *   }
 * }
 */
export abstract class WalletConnectParticipantAdapter implements Partial<WalletConnectParticipant> {
  /** What the adapter adds to the WalletConnect proposal; only with a session host. */
  readonly walletConnectNamespace?: WalletConnectParticipant['walletConnectNamespace']
  /** Takes the adapter's part of the shared WalletConnect session; only with a session host. */
  readonly setWalletConnectSession?: WalletConnectParticipant['setWalletConnectSession']
  /** Takes the wallet's session events of the adapter's namespace; only with a session host. */
  readonly onWalletConnectEvent?: WalletConnectParticipant['onWalletConnectEvent']
  /** The WalletConnect connector's id (core's PairingUriCapability); only with a session host. */
  readonly pairingConnectorId?: WalletConnectParticipant['pairingConnectorId']
  /** Calls `listener` with each new `wc:` URI; only with a session host. */
  readonly subscribePairingUri?: WalletConnectParticipant['subscribePairingUri']
  /** Starts a fresh pairing for the pending connect(); only with a session host. */
  readonly refreshPairingUri?: WalletConnectParticipant['refreshPairingUri']
  /** Ends the pending connect(); only with a session host. */
  readonly cancelPairingUri?: WalletConnectParticipant['cancelPairingUri']
  /** Takes createAppKit's metadata and project id; only with a session host. */
  readonly configurePairing?: WalletConnectParticipant['configurePairing']

  /** Gives the adapter the members of `participant` (nothing when it is undefined). */
  protected joinWalletConnect(participant: WalletConnectParticipant | undefined): void {
    if (participant) Object.assign(this, participant)
  }
}
