import { createSolanaAdapter, solanaLocalNetwork } from '@appkit/adapter-solana'
import { WagmiAdapter } from '@appkit/adapter-wagmi'
import type { CaipNetwork } from '@appkit/core'
import {
  ANVIL_DEV_KEYS,
  announceDevWallet,
  createDevWalletProvider,
  DEV_WALLET_NAME,
} from '@appkit/dev-wallet'
import {
  createSolanaDevWallet,
  registerSolanaDevWallet,
  SOLANA_DEV_SEEDS,
  type SolanaDevWallet,
} from '@appkit/dev-wallet/solana'
import { SOLANA_DEV_ACCOUNT, type SolanaDevnet, startSolanaDevnet } from '@appkit/test'
import { waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createAppKit } from '../../client/createAppKit'
import { getModalRoot } from '../../testing/createTestAppKit'

// The EVM adapter (wagmi, the EIP-6963 dev wallet) and the Solana adapter (the Wallet Standard
// dev wallet, real ed25519 keys) in one modal, against the real litesvm devnet in this process.
// The EVM wallet answers eth_requestAccounts itself; no anvil is needed for what is checked here.
const evmChain: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/never-called'] } },
}

let devnet: SolanaDevnet
let solanaWallet: SolanaDevWallet
beforeAll(async () => {
  devnet = await startSolanaDevnet({ slotIntervalMs: 50 })
  // Registered once: the Wallet Standard registry is page-global and keeps what registered.
  solanaWallet = createSolanaDevWallet({
    seeds: SOLANA_DEV_SEEDS,
    cluster: { genesisHash: devnet.genesisHash, rpcUrl: devnet.rpcUrl },
    mode: 'approve',
    origin: '127.0.0.1',
  })
  registerSolanaDevWallet(solanaWallet)
})
afterAll(() => devnet.stop())

const stops: (() => void)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) stop()
  await solanaWallet.features['standard:disconnect'].disconnect()
  solanaWallet.setMode('approve')
  document.body.innerHTML = ''
  localStorage.clear()
})

function setup() {
  const solanaNetwork = solanaLocalNetwork({
    genesisHash: devnet.genesisHash,
    rpcUrl: devnet.rpcUrl,
  })
  const evmWallet = createDevWalletProvider({
    accounts: ANVIL_DEV_KEYS.slice(0, 1),
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9/never-called', name: 'Devnet' }],
    mode: 'approve',
    origin: '127.0.0.1',
  })
  stops.push(announceDevWallet(window, evmWallet).stop)
  return { appKit: createInstance(solanaNetwork), solanaNetwork }
}

/** One page load of the dapp: both adapters, the Solana one on localStorage (core's backend). */
function createInstance(solanaNetwork: CaipNetwork) {
  const appKit = createAppKit({
    networks: [evmChain, solanaNetwork],
    // The visitor lands on the Solana network (switching from EVM is SPEC §2's SwitchActiveChain).
    defaultNetwork: solanaNetwork,
    adapters: [
      new WagmiAdapter({ networks: [evmChain], storage: null, logIgnoredEvent: () => {} }),
      createSolanaAdapter({ networks: [solanaNetwork] }),
    ],
    services: { logger: { warn: () => {}, error: () => {} } },
  })
  stops.push(() => appKit.destroy())
  return appKit
}

const text = () =>
  [...getModalRoot().querySelectorAll('.ak-root *:not(style)')]
    .filter((element) => element.children.length === 0)
    .map((element) => element.textContent)
    .join(' ')
const tiles = () =>
  [...getModalRoot().querySelectorAll<HTMLButtonElement>('.ak-wallet-item')].filter(
    (button) => button.querySelector('.ak-wallet-item-name')?.textContent === DEV_WALLET_NAME,
  )

describe('EVM and Solana adapters in one modal', () => {
  it('Connect lists the EVM and the Solana dev wallets; the Solana one connects and Account shows its SOL', async () => {
    const { appKit, solanaNetwork } = setup()
    await appKit.open()
    await waitFor(() => expect(tiles()).toHaveLength(2), { timeout: 15_000 })
    // The tiles carry their connector's key: the EIP-6963 one its rdns, the Wallet Standard one
    // its name (the Solana adapter's connector id). The tiles show no namespace label yet.
    expect(tiles().map((tile) => tile.dataset.walletId)).toEqual([
      'connector:dev.appkit.wallet',
      `connector:${DEV_WALLET_NAME}`,
    ])
    const solanaTile = tiles()[1]
    solanaTile?.click()
    await waitFor(
      () =>
        expect(appKit.getCaipAddress('solana')).toBe(
          `${solanaNetwork.caipNetworkId}:${SOLANA_DEV_ACCOUNT.address}`,
        ),
      { timeout: 15_000 },
    )
    await appKit.open()
    // 1,000 SOL at start, read through the adapter's getBalance from the devnet.
    await waitFor(() => expect(text()).toContain('1000 SOL'), { timeout: 15_000 })
    expect(text()).toContain('Solana Local')
    expect(text()).toContain('Send')
  }, 60_000)

  it('restores the Solana account after a reload, and not after a disconnect', async () => {
    const { appKit, solanaNetwork } = setup()
    await appKit.open()
    await waitFor(() => expect(tiles()).toHaveLength(2), { timeout: 15_000 })
    tiles()[1]?.click()
    const caipAddress = `${solanaNetwork.caipNetworkId}:${SOLANA_DEV_ACCOUNT.address}`
    await waitFor(() => expect(appKit.getCaipAddress('solana')).toBe(caipAddress), {
      timeout: 15_000,
    })
    appKit.destroy()
    const reloaded = createInstance(solanaNetwork)
    await reloaded.ready
    await waitFor(() => expect(reloaded.getCaipAddress('solana')).toBe(caipAddress), {
      timeout: 15_000,
    })
    await reloaded.disconnect()
    reloaded.destroy()
    const again = createInstance(solanaNetwork)
    await again.ready
    expect(again.getCaipAddress('solana')).toBeUndefined()
  }, 60_000)
})
