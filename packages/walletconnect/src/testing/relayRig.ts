import { type RunningRelay, startRelay } from '@appkit/relay'
import type { DevnetInfo } from '@appkit/test'
import { afterAll, beforeAll, expect } from 'vitest'
import type { WalletConnectClient } from '../createWalletConnect'
import { createTestWallet, type TestWallet } from './createTestWallet'
import { guardOutgoing, type OutgoingGuard } from './guardOutgoing'

/** What {@link useRelayRig} holds for a test file once its `beforeAll` ran. */
export type RelayRig = { guard: OutgoingGuard; relay: RunningRelay; wallet: TestWallet }

/**
 * For one test file: guards outgoing connections, starts apps/relay and the test wallet on it
 * before the file's tests, and stops them after. Read the parts from the returned object inside
 * the tests (they are set by the file's `beforeAll`).
 */
export function useRelayRig(devnet: DevnetInfo): RelayRig {
  const rig = {} as RelayRig
  beforeAll(async () => {
    rig.guard = guardOutgoing()
    rig.relay = await startRelay()
    rig.wallet = await createTestWallet(rig.relay.url, devnet)
  })
  afterAll(async () => {
    await rig.wallet?.close()
    await rig.relay?.stop()
    rig.guard?.restore()
  })
  return rig
}

/** The dapp metadata of a relay test named `name`. */
export const testDappMetadata = (name: string) => ({
  name,
  description: 'Test',
  url: 'http://127.0.0.1',
  icons: [],
})

/**
 * Starts `connect` (an adapter's connect through `walletConnect`) and has `wallet` take the one
 * pairing URI it shows; resolves with the wallet's view of the proposal and the pending connect.
 */
export async function pairThroughRelay<T>(
  walletConnect: Pick<WalletConnectClient, 'subscribePairingUri'>,
  wallet: TestWallet,
  connect: () => Promise<T>,
) {
  const uris: string[] = []
  walletConnect.subscribePairingUri((uri) => uris.push(uri))
  const connecting = connect()
  await expect.poll(() => uris.length, { timeout: 10_000 }).toBe(1)
  const proposal = await wallet.pair(uris[0] ?? '')
  return { connecting, proposal, uris }
}
