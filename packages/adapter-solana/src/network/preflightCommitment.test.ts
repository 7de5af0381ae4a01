import { SOLANA_PREFLIGHT_COMMITMENTS } from '@appkit/core/adapter'
import { describe, expect, it } from 'vitest'
import { createSolanaAdapter } from '../createSolanaAdapter'
import { SolanaAdapterConfigError } from '../errors/SolanaAdapterConfigError'
import { createWalletList } from '../testing/createWalletList'
import { toCommitmentLevel } from './preflightCommitment'
import { solanaLocalNetwork } from './solanaLocalNetwork'

const network = solanaLocalNetwork({ genesisHash: 'G'.repeat(44), rpcUrl: 'http://127.0.0.1:1' })

describe("SPEC §5 'Solana preflight commitment: processed, confirmed, finalized, recent, single, singleGossip, root, max'", () => {
  it('accepts exactly those eight, mapping the deprecated aliases to the three levels', () => {
    expect(SOLANA_PREFLIGHT_COMMITMENTS.map(toCommitmentLevel)).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'processed',
      'confirmed',
      'confirmed',
      'finalized',
      'finalized',
    ])
  })

  it('refuses any other value when the adapter is created', () => {
    for (const bad of ['Confirmed', 'safe', '', 'latest'])
      expect(() =>
        createSolanaAdapter({
          networks: [network],
          wallets: createWalletList(),
          preflightCommitment: bad as never,
        }),
      ).toThrow(SolanaAdapterConfigError)
    expect(
      createSolanaAdapter({
        networks: [network],
        wallets: createWalletList(),
        preflightCommitment: 'root',
      }).namespace,
    ).toBe('solana')
  })

  it('needs a solana network, and has no switchNetwork (each network is configured by the dapp)', () => {
    expect(() =>
      createSolanaAdapter({ networks: [{ ...network, chainNamespace: 'eip155' }] }),
    ).toThrow(SolanaAdapterConfigError)
    const adapter = createSolanaAdapter({ networks: [network], wallets: createWalletList() })
    expect(adapter).not.toHaveProperty('switchNetwork')
    expect(adapter.networks).toEqual([network])
  })
})
