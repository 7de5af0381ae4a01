import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from './ChainAdapter'
import { hasEmbeddedWallet } from './EmbeddedWalletCapability'

const base = { namespace: 'eip155', networks: [] } as unknown as ChainAdapter

describe('hasEmbeddedWallet', () => {
  it('is true only for an adapter that can serve the embedded wallet', () => {
    expect(hasEmbeddedWallet({ ...base, setEmbeddedWallet: async () => {} } as ChainAdapter)).toBe(
      true,
    )
    expect(hasEmbeddedWallet(base)).toBe(false)
    expect(hasEmbeddedWallet(undefined)).toBe(false)
  })
})
