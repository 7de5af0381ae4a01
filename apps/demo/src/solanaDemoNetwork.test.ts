import { withApiExplorer } from '@appkit/core/networks'
import { describe, expect, it } from 'vitest'
import { solanaDemoNetwork } from './solanaDemoNetwork'

const cluster = {
  rpcUrl: 'http://127.0.0.1:8899',
  genesisHash: 'FmY71dYQGbwYJF6iBxXKt8j3DYQFedRqZZZZZZZZZZZZ',
}

describe("the demo's Solana network", () => {
  it("has exactly the explorer core's withApiExplorer gives for apps/api's URL", () => {
    for (const apiUrl of ['http://127.0.0.1:8787', 'http://127.0.0.1:8787/', 'https://api.x/p']) {
      const [expected] = withApiExplorer([solanaDemoNetwork(cluster)], apiUrl)
      expect(solanaDemoNetwork(cluster, apiUrl)).toEqual(expected)
    }
    expect(solanaDemoNetwork(cluster, 'http://127.0.0.1:8787').blockExplorers?.default.url).toBe(
      'http://127.0.0.1:8787/explorer/solana:FmY71dYQGbwYJF6iBxXKt8j3DYQFedRq',
    )
  })

  it("draws Solana's logo: apps/api's image of the main cluster, whose id core ships", async () => {
    const { solana } = await import('@appkit/core/networks')
    expect(solanaDemoNetwork(cluster).assets?.imageId).toBe(solana.caipNetworkId)
  })

  it('has no explorer without apps/api', () => {
    expect(solanaDemoNetwork(cluster)).not.toHaveProperty('blockExplorers')
  })
})
