import { mainnet, makeTestAdapter } from '@appkit/core/testing'
import { describe, expect, it } from 'vitest'
import { createAppKit } from './createAppKit'

const metadata = {
  name: 'Dapp',
  description: 'A dapp',
  url: 'http://127.0.0.1/app',
  icons: [],
}

/** Core's in-memory adapter with the pairing capability, recording what it is handed. */
function pairingAdapter() {
  const received: unknown[] = []
  const adapter = Object.assign(makeTestAdapter('eip155', [mainnet]), {
    pairingConnectorId: 'walletConnect',
    subscribePairingUri: () => () => {},
    refreshPairingUri: () => {},
    cancelPairingUri: () => {},
    configurePairing: (defaults: unknown) => received.push(defaults),
  })
  return { adapter, received }
}

describe('createAppKit and the WalletConnect pairing', () => {
  it('hands its metadata and project id to an adapter that pairs (the connector needs metadata to propose a session)', () => {
    const { adapter, received } = pairingAdapter()
    createAppKit({ networks: [mainnet], adapters: [adapter], metadata, projectId: 'p1' })
    expect(received).toEqual([{ metadata, projectId: 'p1' }])
  })

  it('hands nothing it was not given, so the adapter keeps its own values', () => {
    const { adapter, received } = pairingAdapter()
    createAppKit({ networks: [mainnet], adapters: [adapter] })
    expect(received).toEqual([{}])
  })
})
