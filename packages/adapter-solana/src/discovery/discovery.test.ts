import { createMemoryBackend } from '@appkit/core'
import { createSolanaDevWallet, SOLANA_DEV_SEEDS } from '@appkit/dev-wallet/solana'
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

describe('reconnect after a reload', () => {
  it('waits for the stored wallet when it registers after the reconnect started', async () => {
    const storage = createMemoryBackend()
    const first = createWalletList()
    const wallet = createSolanaDevWallet({
      seeds: SOLANA_DEV_SEEDS,
      cluster: { genesisHash: 'G'.repeat(44), rpcUrl: 'http://127.0.0.1:1' },
    })
    first.register(wallet)
    const { caipAddress } = await createSolanaAdapter({
      networks: [network],
      wallets: first,
      storage,
    }).connect({ connectorId: wallet.name })
    // The reload: a fresh registry where the wallet registers 100 ms after the reconnect began.
    const reloaded = createWalletList()
    const adapter = createSolanaAdapter({ networks: [network], wallets: reloaded, storage })
    const reconnecting = adapter.reconnect({ connectorId: wallet.name })
    setTimeout(() => reloaded.register(wallet), 100)
    expect(await reconnecting).toMatchObject({ caipAddress })
    // A wallet that never registers: undefined once the wait is over.
    const never = createSolanaAdapter({
      networks: [network],
      wallets: createWalletList(),
      storage,
      reconnectWaitMs: 50,
    })
    expect(await never.reconnect({ connectorId: wallet.name })).toBeUndefined()
  })
})
