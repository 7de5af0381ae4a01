import { createPublicKey, randomUUID, verify } from 'node:crypto'
import { createSolanaAdapter } from '@appkit/adapter-solana'
import { WagmiAdapter } from '@appkit/adapter-wagmi'
import { type CaipNetwork, createMemoryBackend } from '@appkit/core'
import { DEV_ACCOUNTS, readDevnetFromEnv } from '@appkit/test'
import { createWalletConnect, type WalletConnectStorage } from '@appkit/walletconnect'
import { expect, test } from '@playwright/test'
import { base58 } from '@scure/base'
import { guardLoopbackOnly } from './walletFixture'
import { dappRelayUrl, openWallet } from './walletPage'

// A second WalletConnect core in this Node process must not reuse the first one's instance.
process.env.DISABLE_GLOBAL_CORE = 'true'

guardLoopbackOnly()

/** Solana devnet's CAIP-2 id: the Solana chain the wallet page offers an account on. */
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

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

/** Node's own ed25519 (OpenSSL), independent of the wallet page's @noble/curves. */
function verifyEd25519(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array) {
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), publicKey])
  return verify(
    null,
    message,
    createPublicKey({ key: spki, format: 'der', type: 'spki' }),
    signature,
  )
}

test('one QR code pairs eip155 and Solana: the wallet page approves both from one proposal, signs a Solana message after its prompt, and the dapp holds both accounts', async ({
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
  const solanaDevnet: CaipNetwork = {
    id: SOLANA_DEVNET.slice('solana:'.length),
    caipNetworkId: SOLANA_DEVNET,
    chainNamespace: 'solana',
    name: 'Solana Devnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    // A closed local port: the message is signed by the wallet, no Solana chain is read.
    rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  }
  const walletConnect = createWalletConnect({
    relayUrl: dappRelayUrl(),
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
  const solanaAdapter = createSolanaAdapter({
    networks: [solanaDevnet],
    walletConnect,
    wallets: { get: () => [], on: () => () => {} },
    storage: createMemoryBackend(),
  })
  try {
    const uris: string[] = []
    walletConnect.subscribePairingUri((uri) => uris.push(uri))
    const connecting = wagmiAdapter.connect({ connectorId: 'walletConnect' })
    // The WalletConnect libraries load on this first connect (slow on a busy machine).
    await expect.poll(() => uris.length, { timeout: 20_000 }).toBe(1)
    await openWallet(page, uris[0])
    const proposal = page.getByRole('article', {
      name: 'Connection request from Two namespace dapp',
    })
    await expect(proposal).toContainText(`eip155:1, eip155:137, ${SOLANA_DEVNET}`)
    await expect(proposal).toContainText('solana_signMessage')
    await proposal.getByRole('button', { name: 'Approve' }).click()

    const evm = await connecting
    expect(evm.caipAddress).toBe(`eip155:1:${DEV_ACCOUNTS[0]?.address}`)
    // The Solana side of the same session: no second QR code.
    const solana = await solanaAdapter.connect({ connectorId: 'WalletConnect' })
    expect(uris).toHaveLength(1)
    const solanaAddress = await page
      .getByRole('list', { name: 'Other accounts' })
      .getByRole('listitem')
      .filter({ hasText: SOLANA_DEVNET })
      .locator('code')
      .textContent()
    expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(solana.caipAddress).toBe(`${SOLANA_DEVNET}:${solanaAddress}`)
    expect(walletConnect.getSessionAccounts()).toEqual({
      eip155: [`eip155:1:${DEV_ACCOUNTS[0]?.address}`, `eip155:137:${DEV_ACCOUNTS[0]?.address}`],
      solana: [`${SOLANA_DEVNET}:${solanaAddress}`],
    })
    // The dapp holds both accounts, each in its adapter.
    expect(
      (await wagmiAdapter.getAccounts({ connectorId: 'walletConnect' })).map((a) => a.caipAddress),
    ).toContain(evm.caipAddress)
    expect(
      (await solanaAdapter.getAccounts({ connectorId: 'WalletConnect' })).map((a) => a.caipAddress),
    ).toEqual([solana.caipAddress])

    // A Solana message signed over the session, after the page's prompt.
    const signing = solanaAdapter.signMessage({
      message: 'Sign in on Solana',
      caipAddress: solana.caipAddress,
    })
    const prompt = page.getByRole('article', {
      name: 'Sign a Solana message for Two namespace dapp',
    })
    await expect(prompt).toContainText('Sign in on Solana')
    await expect(prompt).toContainText(solanaAddress ?? '')
    await prompt.getByRole('button', { name: 'Approve' }).click()
    const signature = await signing
    expect(
      verifyEd25519(
        base58.decode(signature),
        new TextEncoder().encode('Sign in on Solana'),
        base58.decode(solanaAddress ?? ''),
      ),
    ).toBe(true)
    // One session, one pairing: the wallet page lists a single session for the dapp.
    await expect(
      page.getByRole('listitem', { name: 'Session with Two namespace dapp' }),
    ).toHaveCount(1)
  } finally {
    await wagmiAdapter.destroy()
  }
})
