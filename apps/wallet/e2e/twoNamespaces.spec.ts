import { randomUUID } from 'node:crypto'
import { WagmiAdapter } from '@appkit/adapter-wagmi'
import type { CaipNetwork } from '@appkit/core'
import { DEV_ACCOUNTS, readDevnetFromEnv } from '@appkit/test'
import { createWalletConnect, type WalletConnectStorage } from '@appkit/walletconnect'
import { expect, test } from '@playwright/test'
import { createSolanaTestAdapter, SOLANA_DEVNET } from './solanaTestAdapter'
import { guardLoopbackOnly } from './walletFixture'
import { openWallet, relayUrl } from './walletPage'

// A second WalletConnect core in this Node process must not reuse the first one's instance.
process.env.DISABLE_GLOBAL_CORE = 'true'

guardLoopbackOnly()

/** Sessions in memory: the Node dapp writes no file. */
function memoryStorage(): WalletConnectStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() => [...entries.entries()] as [string, T][],
    getItem: async <T>(key: string) => entries.get(key) as T | undefined,
    setItem: async (key, value) => void entries.set(key, value),
    removeItem: async (key) => void entries.delete(key),
  }
}

test('one QR code pairs two namespaces: the wallet page approves eip155 and Solana from one proposal, and each adapter receives its own account', async ({
  page,
}) => {
  const networks: CaipNetwork[] = readDevnetFromEnv().chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }))
  const walletConnect = createWalletConnect({
    relayUrl: relayUrl(),
    metadata: {
      name: 'Two namespace dapp',
      description: 'EVM and Solana',
      url: 'http://127.0.0.1',
      icons: [],
    },
    storage: memoryStorage(),
    storagePrefix: `dapp-${randomUUID()}`,
    logLevel: 'silent',
  })
  const wagmiAdapter = new WagmiAdapter({ networks, storage: null, walletConnect })
  const solana = createSolanaTestAdapter()
  walletConnect.register(solana.adapter)
  try {
    const uris: string[] = []
    walletConnect.subscribePairingUri((uri) => uris.push(uri))
    const connecting = wagmiAdapter.connect({ connectorId: 'walletConnect' })
    await expect.poll(() => uris.length).toBe(1)
    await openWallet(page, uris[0])
    const proposal = page.getByRole('article', {
      name: 'Connection request from Two namespace dapp',
    })
    await expect(proposal).toContainText(`eip155:1, eip155:137, ${SOLANA_DEVNET}`)
    await proposal.getByRole('button', { name: 'Approve' }).click()

    const connected = await connecting
    const address = connected.caipAddress.split(':')[2]
    expect(connected.caipAddress).toBe(`eip155:1:${DEV_ACCOUNTS[0]?.address}`)
    const solanaAddress = await page
      .getByRole('list', { name: 'Other accounts' })
      .locator('code')
      .textContent()
    expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(solana.accounts()).toEqual([`${SOLANA_DEVNET}:${solanaAddress}`])
    expect(walletConnect.getSessionAccounts()).toEqual({
      eip155: [`eip155:1:${address}`, `eip155:137:${address}`],
      solana: [`${SOLANA_DEVNET}:${solanaAddress}`],
    })
    // One session, one pairing: the wallet page lists a single session for the dapp.
    await expect(
      page.getByRole('listitem', { name: 'Session with Two namespace dapp' }),
    ).toHaveCount(1)
  } finally {
    await wagmiAdapter.destroy()
  }
})
