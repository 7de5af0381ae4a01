import { describe, expect, it } from 'vitest'
import { createSolanaAdapter } from '../createSolanaAdapter'
import { solanaLocalNetwork } from '../network/solanaLocalNetwork'
import { createWalletList, describedWallet } from '../testing/createWalletList'
import { selectSolanaWallets } from './selectSolanaWallets'

const network = solanaLocalNetwork({ genesisHash: 'G'.repeat(44), rpcUrl: 'http://127.0.0.1:1' })

describe('Wallet Standard discovery', () => {
  it('keeps Solana wallets only, the first of a repeated name, and drops excluded names (SPEC §5, case-insensitive)', () => {
    const phantom = describedWallet('Phantom')
    const selected = selectSolanaWallets(
      [
        phantom,
        describedWallet('phantom'),
        describedWallet('EVM Only', ['eip155:1']),
        describedWallet('Solflare'),
        describedWallet('Backpack'),
      ],
      ['solflare'],
    )
    expect(selected.map((wallet) => wallet.name)).toEqual(['Phantom', 'Backpack'])
    expect(selected[0]).toBe(phantom)
  })

  it('offers wallets as solana ANNOUNCED connectors and reports one that registers later', () => {
    const list = createWalletList()
    list.register(describedWallet('Phantom', [network.caipNetworkId as `solana:${string}`]))
    const adapter = createSolanaAdapter({
      networks: [network],
      wallets: list,
      excludeWallets: ['Hidden'],
    })
    const reported: string[][] = []
    const stop = adapter.subscribe((event) => {
      if (event.type === 'connectorsChanged')
        reported.push(event.connectors.map((connector) => connector.name))
    })
    list.register(describedWallet('Hidden'), describedWallet('Backpack'))
    stop()
    list.register(describedWallet('Late'))
    expect(reported).toEqual([['Phantom', 'Backpack']])
    expect(adapter.getConnectors()[0]).toEqual({
      id: 'Phantom',
      type: 'ANNOUNCED',
      name: 'Phantom',
      chain: 'solana',
      chains: [network],
      provider: list.get()[0],
      imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
    })
  })

  it('never keeps an icon that is not a base64 data:image URI', () => {
    const list = createWalletList()
    list.register({ ...describedWallet('Remote'), icon: 'https://127.0.0.1/x.svg' as never })
    const adapter = createSolanaAdapter({ networks: [network], wallets: list })
    expect(adapter.getConnectors()[0]).not.toHaveProperty('imageUrl')
  })
})
