// Test helpers of the WalletConnect views (imported by their tests only, never by a view).

import type { Wallet } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import type { AppKitCore } from '@appkit/core/internal'
import type { TestAdapter } from '@appkit/core/testing'
import { getQrModulesPath } from '@appkit/ui'
import { screen } from '@testing-library/react'

/** What the test adapter's pairing did, and how a test answers it. */
export type PairingRig = {
  uris: string[]
  refreshes: number
  cancels: number
  /** One per connect() call, in order: settle it as the wallet would. */
  answers: { resolve: () => void; reject: (error: unknown) => void }[]
  emitUri: () => string
}

/**
 * Gives core's in-memory eip155 test adapter the pairing capability. The real capability
 * (adapter-wagmi on the real universal provider, through apps/relay with a real wallet) is
 * tested in adapter-wagmi; scaffold cannot import an adapter, so this stands in at that edge:
 * each connect() shows a fresh `wc:` URI and waits for the test's answer.
 */
export function addPairing(adapter: TestAdapter): PairingRig {
  const listeners = new Set<(uri: string) => void>()
  const rig: PairingRig = {
    uris: [],
    refreshes: 0,
    cancels: 0,
    answers: [],
    emitUri: () => {
      const uri = `wc:${String(rig.uris.length).padStart(64, '0')}@2?relay-protocol=irn&symKey=ab`
      rig.uris.push(uri)
      for (const listener of listeners) listener(uri)
      return uri
    },
  }
  Object.assign(adapter, {
    pairingConnectorId: 'walletConnect',
    subscribePairingUri: (listener: (uri: string) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    refreshPairingUri: () => {
      rig.refreshes += 1
      rig.emitUri()
    },
    configurePairing: () => {},
    cancelPairingUri: () => {
      rig.cancels += 1
      rig.answers.at(-1)?.reject(new Error('The pairing was cancelled'))
    },
  })
  adapter.connect = ({ connectorId }) => {
    adapter.calls.push(`connect:${connectorId}`)
    queueMicrotask(() => rig.emitUri())
    return new Promise((resolve, reject) =>
      rig.answers.push({
        resolve: () => resolve({ caipAddress: `eip155:${1}:0xa` as const, accounts: [] }),
        reject,
      }),
    )
  }
  return rig
}

/** Opens the modal on ConnectingWalletConnect for `wallet` (a registry record). */
export async function openOn(core: AppKitCore, wallet?: Wallet) {
  await flows.open(core, { view: 'Connect' })
  controllers.router.push(core.router, 'ConnectingWalletConnect', wallet ? { wallet } : {})
}

/** The QR code image on screen encodes exactly `uri`. */
export function qrShows(uri: string, name: string): boolean {
  const svg = screen.getByRole('img', { name: `QR code to connect ${name}` })
  return svg.querySelector('path')?.getAttribute('d') === getQrModulesPath(uri).path
}
