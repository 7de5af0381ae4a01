import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from './ChainAdapter'
import { hasPairingUri } from './PairingUriCapability'

const base = { namespace: 'eip155', networks: [] } as unknown as ChainAdapter

describe('hasPairingUri', () => {
  it('is true only for an adapter that declares the whole pairing capability', () => {
    const pairing = {
      ...base,
      pairingConnectorId: 'walletConnect',
      subscribePairingUri: () => () => {},
      refreshPairingUri: () => {},
      cancelPairingUri: () => {},
      configurePairing: () => {},
    }
    expect(hasPairingUri(pairing)).toBe(true)
    expect(hasPairingUri(base)).toBe(false)
    expect(hasPairingUri({ ...pairing, refreshPairingUri: undefined } as never)).toBe(false)
    expect(hasPairingUri({ ...pairing, cancelPairingUri: undefined } as never)).toBe(false)
    expect(hasPairingUri({ ...pairing, configurePairing: undefined } as never)).toBe(false)
    expect(hasPairingUri(undefined)).toBe(false)
  })
})
