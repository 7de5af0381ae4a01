import { createPublicKey, randomUUID, verify } from 'node:crypto'
import { CosmosAdapter, defineCosmosNetwork } from '@appkit/adapter-cosmos'
import { PolkadotAdapter, polkadotLocalNetwork } from '@appkit/adapter-polkadot'
import { createSolanaAdapter } from '@appkit/adapter-solana'
import { WagmiAdapter } from '@appkit/adapter-wagmi'
import { type CaipNetwork, createMemoryBackend } from '@appkit/core'
import {
  COSMOS_DEV_ADDRESSES,
  DEV_ACCOUNTS,
  readDevnetFromEnv,
  verifyAdr036Signature,
} from '@appkit/test'
import { createWalletConnect, type WalletConnectStorage } from '@appkit/walletconnect'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { base58 } from '@scure/base'
import { guardLoopbackOnly } from './walletFixture'
import { dappRelayUrl, openWallet } from './walletPage'

// A second WalletConnect core in this Node process must not reuse the first one's instance.
process.env.DISABLE_GLOBAL_CORE = 'true'

guardLoopbackOnly()

/** Solana devnet's CAIP-2 id: the Solana chain the wallet page offers an account on. */
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/**
 * APPKIT_WALLET_SHOTS=<folder>: screenshots of the page's Cosmos and Polkadot prompts for review
 * (light, dark, 375 px wide): `<folder>/wallet-<name>-{light,dark,375}.png`.
 */
async function shootPrompt(page: Page, prompt: Locator, name: string): Promise<void> {
  const folder = process.env.APPKIT_WALLET_SHOTS
  if (!folder) return
  await page.emulateMedia({ colorScheme: 'light' })
  await prompt.screenshot({ path: `${folder}/wallet-${name}-light.png` })
  await page.emulateMedia({ colorScheme: 'dark' })
  await prompt.screenshot({ path: `${folder}/wallet-${name}-dark.png` })
  await page.emulateMedia({ colorScheme: 'light' })
  const size = page.viewportSize()
  await page.setViewportSize({ width: 375, height: 812 })
  await prompt.screenshot({ path: `${folder}/wallet-${name}-375.png` })
  if (size) await page.setViewportSize(size)
}

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

/** The devnet's eip155 chains as the dapp's networks. */
function evmNetworks(): CaipNetwork[] {
  return readDevnetFromEnv().chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }))
}

test('one QR code pairs eip155 and Solana: the wallet page approves both from one proposal, signs a Solana message after its prompt, and the dapp holds both accounts', async ({
  page,
}) => {
  const networks = evmNetworks()
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
    await expect(proposal).toContainText(`eip155:1, eip155:137, ${SOLANA_DEVNET}`, {
      // The page's first start in a run is cold (its chain libraries load), on a busy machine.
      timeout: 20_000,
    })
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

test('one QR code pairs eip155 and cosmos: the wallet page approves both Cosmos devnet chains with the Cosmos dev key, signs an ADR-036 message (cosmos_signAmino) after its prompt, and the signature verifies with cosmjs', async ({
  page,
}) => {
  // The devnet's Cosmos SIMULATOR chains (no cosmos-sdk node can run here); the signature is
  // checked by cosmjs in this process, the chains only answer the adapter's reads.
  const cosmosNetworks = readDevnetFromEnv().cosmos.chains.map((chain) =>
    defineCosmosNetwork({
      chainId: chain.chainId,
      name: `Cosmos ${chain.chainId} (simulator)`,
      rpcUrl: chain.rpcUrl,
      testnet: true,
    }),
  )
  const cosmosChains = cosmosNetworks.map((network) => network.caipNetworkId)
  const walletConnect = createWalletConnect({
    relayUrl: dappRelayUrl(),
    metadata: {
      name: 'Cosmos dapp',
      description: 'EVM and Cosmos',
      url: 'http://127.0.0.1',
      icons: [],
    },
    storage: memoryStorage(),
    storagePrefix: `dapp-${randomUUID()}`,
    logLevel: 'silent',
  })
  const wagmiAdapter = new WagmiAdapter({ networks: evmNetworks(), storage: null, walletConnect })
  const cosmosAdapter = new CosmosAdapter({ networks: cosmosNetworks, walletConnect, scope: {} })
  try {
    const uris: string[] = []
    walletConnect.subscribePairingUri((uri) => uris.push(uri))
    const connecting = wagmiAdapter.connect({ connectorId: 'walletConnect' })
    await expect.poll(() => uris.length, { timeout: 20_000 }).toBe(1)
    await openWallet(page, uris[0])
    const proposal = page.getByRole('article', { name: 'Connection request from Cosmos dapp' })
    await expect(proposal).toContainText(cosmosChains.join(', '), {
      // The page's first start in a run is cold (its chain libraries load), on a busy machine.
      timeout: 20_000,
    })
    await expect(proposal).toContainText('cosmos_signAmino')
    await shootPrompt(page, proposal, 'cosmos-proposal')
    await proposal.getByRole('button', { name: 'Approve' }).click()

    const evm = await connecting
    expect(evm.caipAddress).toBe(`eip155:1:${DEV_ACCOUNTS[0]?.address}`)
    const cosmosAddress = COSMOS_DEV_ADDRESSES[0] ?? ''
    // Both Cosmos chains in one namespace entry, each with the dev key's bech32 account.
    expect(walletConnect.getSessionAccounts().cosmos).toEqual(
      cosmosChains.map((chain) => `${chain}:${cosmosAddress}`),
    )
    // The Cosmos side of the same session (cosmos_getAccounts is answered without a prompt).
    const cosmos = await cosmosAdapter.connect({ connectorId: 'WalletConnect' })
    expect(uris).toHaveLength(1)
    expect(cosmos.caipAddress).toBe(`${cosmosChains[0]}:${cosmosAddress}`)
    const publicKey = cosmos.accounts[0]?.publicKey ?? ''
    expect(publicKey).not.toBe('')

    const signing = cosmosAdapter.signMessage({
      message: 'Sign in on Cosmos',
      caipAddress: cosmos.caipAddress,
    })
    const prompt = page.getByRole('article', { name: 'Sign a Cosmos message for Cosmos dapp' })
    await expect(prompt).toContainText('Sign in on Cosmos')
    await expect(prompt).toContainText(cosmosAddress)
    await expect(prompt).toContainText('ADR-036 (amino)')
    await shootPrompt(page, prompt, 'cosmos-message')
    await prompt.getByRole('button', { name: 'Approve' }).click()
    const signature = {
      pub_key: { type: 'tendermint/PubKeySecp256k1', value: publicKey },
      signature: await signing,
    }
    expect(await verifyAdr036Signature(cosmosAddress, 'Sign in on Cosmos', signature)).toBe(true)
    expect(await verifyAdr036Signature(cosmosAddress, 'Sign in on Cosmos!', signature)).toBe(false)
    await expect(page.getByRole('listitem', { name: 'Session with Cosmos dapp' })).toHaveCount(1)
  } finally {
    cosmosAdapter.destroy()
    await wagmiAdapter.destroy()
  }
})

/** The SCALE bytes an extrinsic signature covers (@polkadot/types, in this process). */
function extrinsicPayloadBytes(json: SignerPayloadJSON): Uint8Array {
  const registry = new TypeRegistry()
  registry.setSignedExtensions(json.signedExtensions)
  return registry
    .createType('ExtrinsicPayload', json, { version: json.version })
    .toU8a({ method: true })
}

test('one QR code pairs eip155 and polkadot: the wallet page approves the devnet’s Polkadot chain with the Polkadot dev key, signs a message (polkadot_signMessage) and a transaction payload (polkadot_signTransaction) after its prompts, and both verify with @polkadot/util-crypto', async ({
  page,
}) => {
  await cryptoWaitReady()
  // The devnet's chopsticks chain (`polkadot:4545…`). Signing reads no chain: the RPC URL is a
  // closed local port, so this test needs no chopsticks.
  const network = polkadotLocalNetwork({ rpcUrl: 'ws://127.0.0.1:9' })
  const walletConnect = createWalletConnect({
    relayUrl: dappRelayUrl(),
    metadata: {
      name: 'Polkadot dapp',
      description: 'EVM and Polkadot',
      url: 'http://127.0.0.1',
      icons: [],
    },
    storage: memoryStorage(),
    storagePrefix: `dapp-${randomUUID()}`,
    logLevel: 'silent',
  })
  const wagmiAdapter = new WagmiAdapter({ networks: evmNetworks(), storage: null, walletConnect })
  const polkadotAdapter = new PolkadotAdapter({
    networks: [network],
    appName: 'Polkadot dapp',
    walletConnect,
    host: {},
  })
  try {
    const uris: string[] = []
    walletConnect.subscribePairingUri((uri) => uris.push(uri))
    const connecting = wagmiAdapter.connect({ connectorId: 'walletConnect' })
    await expect.poll(() => uris.length, { timeout: 20_000 }).toBe(1)
    await openWallet(page, uris[0])
    const proposal = page.getByRole('article', { name: 'Connection request from Polkadot dapp' })
    await expect(proposal).toContainText(network.caipNetworkId, {
      // The page's first start in a run is cold (its chain libraries load), on a busy machine.
      timeout: 20_000,
    })
    await expect(proposal).toContainText('polkadot_signMessage')
    await shootPrompt(page, proposal, 'polkadot-proposal')
    await proposal.getByRole('button', { name: 'Approve' }).click()

    const evm = await connecting
    expect(evm.caipAddress).toBe(`eip155:1:${DEV_ACCOUNTS[0]?.address}`)
    // The page's account, as it lists it (the devnet's SS58 format, 2).
    const pageAddress =
      (await page
        .getByRole('list', { name: 'Other accounts' })
        .getByRole('listitem')
        .filter({ hasText: network.caipNetworkId })
        .locator('code')
        .textContent()) ?? ''
    expect(walletConnect.getSessionAccounts().polkadot).toEqual([
      `${network.caipNetworkId}:${pageAddress}`,
    ])
    // The Polkadot side of the same session: no second QR code.
    const polkadot = await polkadotAdapter.connect({ connectorId: 'WalletConnect' })
    expect(uris).toHaveLength(1)
    const address = polkadot.caipAddress.split(':')[2] ?? ''
    // The same sr25519 key the page holds (the adapter may show it in another SS58 format).
    const keyOf = (ss58: string) =>
      signatureVerify('x', `0x${'00'.repeat(64)}`, ss58).publicKey.join(',')
    expect(keyOf(address)).toBe(keyOf(pageAddress))

    const message = 'Sign in on Polkadot\nNonce: 5c1e'
    const signing = polkadotAdapter.signMessage({ message, caipAddress: polkadot.caipAddress })
    const prompt = page.getByRole('article', { name: 'Sign a Polkadot message for Polkadot dapp' })
    await expect(prompt).toContainText('Sign in on Polkadot')
    await expect(prompt).toContainText(pageAddress)
    await expect(prompt).toContainText('sr25519')
    await shootPrompt(page, prompt, 'polkadot-message')
    await prompt.getByRole('button', { name: 'Approve' }).click()
    const signature = await signing
    expect(signatureVerify(message, signature, address)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
    expect(signatureVerify(`${message}!`, signature, address).isValid).toBe(false)

    // A transaction payload, through the connector's signer as the adapter's transfer hands it over.
    const provider = polkadotAdapter.getConnectors()[0]?.provider as {
      enable(appName: string): Promise<{
        signer: { signPayload(payload: SignerPayloadJSON): Promise<{ signature: `0x${string}` }> }
      }>
    }
    const { signer } = await provider.enable('Polkadot dapp')
    const payload: SignerPayloadJSON = {
      address,
      blockHash: `0x${'11'.repeat(32)}`,
      blockNumber: '0x00000001',
      era: '0x00',
      genesisHash: `0x${'45'.repeat(32)}`,
      method: '0x0a0300',
      nonce: '0x00000003',
      signedExtensions: [],
      specVersion: '0x00000001',
      tip: '0x00000000000000000000000000000000',
      transactionVersion: '0x00000001',
      version: 4,
    }
    const signingPayload = signer.signPayload(payload)
    const transactionPrompt = page.getByRole('article', {
      name: 'Sign a Polkadot transaction for Polkadot dapp',
    })
    await expect(transactionPrompt).toContainText('0x0a0300')
    await expect(transactionPrompt.getByRole('definition').nth(3)).toHaveText('3')
    await shootPrompt(page, transactionPrompt, 'polkadot-transaction')
    await transactionPrompt.getByRole('button', { name: 'Approve' }).click()
    const signed = await signingPayload
    expect(signatureVerify(extrinsicPayloadBytes(payload), signed.signature, address).isValid).toBe(
      true,
    )
    expect(
      signatureVerify(
        extrinsicPayloadBytes({ ...payload, method: '0x0a0301' }),
        signed.signature,
        address,
      ).isValid,
    ).toBe(false)
    await expect(page.getByRole('listitem', { name: 'Session with Polkadot dapp' })).toHaveCount(1)
  } finally {
    await polkadotAdapter.disconnect().catch(() => {})
    await wagmiAdapter.destroy()
  }
})
