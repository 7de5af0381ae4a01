import { createPublicKey, verify } from 'node:crypto'
import { createSolanaAdapter, type SolanaAdapter, solanaLocalNetwork } from '@appkit/adapter-solana'
import { WagmiAdapter } from '@appkit/adapter-wagmi'
import { type CaipNetwork, type SiwxConfig, TransactionRefusedError } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import type { ApiTokenBalance } from '@appkit/core/internal'
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
import { createSiwxConfig } from '@appkit/siwx'
import {
  SOLANA_DEV_ACCOUNT,
  SOLANA_DEV_USDC,
  type SolanaDevnet,
  startSolanaDevnet,
} from '@appkit/test'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createAppKit } from '../../client/createAppKit'
import { getSendError } from '../../features/send/getSendError'
import { en } from '../../i18n/en/index'
import { getModalRoot } from '../../testing/createTestAppKit'
import { modalText } from '../../testing/modalQueries'

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

function setup(siwx?: SiwxConfig) {
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
  return { appKit: createInstance(solanaNetwork, siwx), solanaNetwork }
}

let solanaAdapter: SolanaAdapter

/** One page load of the dapp: both adapters, the Solana one on localStorage (core's backend). */
function createInstance(solanaNetwork: CaipNetwork, siwx?: SiwxConfig) {
  solanaAdapter = createSolanaAdapter({ networks: [solanaNetwork] })
  const appKit = createAppKit({
    networks: [evmChain, solanaNetwork],
    // The visitor lands on the Solana network (switching from EVM is SPEC §2's SwitchActiveChain).
    defaultNetwork: solanaNetwork,
    adapters: [
      new WagmiAdapter({ networks: [evmChain], storage: null, logIgnoredEvent: () => {} }),
      solanaAdapter,
    ],
    services: { logger: { warn: () => {}, error: () => {} } },
    ...(siwx ? { siwx } : {}),
  })
  stops.push(() => appKit.destroy())
  return appKit
}

const text = modalText
const tiles = () =>
  [...getModalRoot().querySelectorAll<HTMLButtonElement>('.ak-wallet-item')].filter(
    (button) => button.querySelector('.ak-wallet-item-name')?.textContent === DEV_WALLET_NAME,
  )

describe('EVM and Solana adapters in one modal', () => {
  it('Connect lists the EVM and the Solana dev wallets with their namespace; the Solana one connects and Account shows its SOL', async () => {
    const { appKit, solanaNetwork } = setup()
    await appKit.open()
    await waitFor(() => expect(tiles()).toHaveLength(2), { timeout: 15_000 })
    // The tiles carry their connector's key: the EIP-6963 one its rdns, the Wallet Standard one
    // its name (the Solana adapter's connector id); the mixed list names each one's namespace.
    expect(tiles().map((tile) => tile.dataset.walletId)).toEqual([
      'connector:dev.appkit.wallet',
      `connector:${DEV_WALLET_NAME}`,
    ])
    expect(
      tiles().map((tile) => tile.querySelector('.ak-wallet-item-caption')?.textContent),
    ).toEqual(['EVM', 'Solana'])
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

  it("a refusal in the Solana wallet shows 'Connection rejected'; Try again connects", async () => {
    const { appKit, solanaNetwork } = setup()
    solanaWallet.setMode('reject')
    await appKit.open()
    await waitFor(() => expect(tiles()).toHaveLength(2), { timeout: 15_000 })
    tiles()[1]?.click()
    await waitFor(() => expect(text()).toContain('Connection rejected'), { timeout: 15_000 })
    expect(appKit.getCaipAddress('solana')).toBeUndefined()
    solanaWallet.setMode('approve')
    ;[...getModalRoot().querySelectorAll('button')]
      .find((button) => button.textContent === 'Try again')
      ?.click()
    await waitFor(
      () =>
        expect(appKit.getCaipAddress('solana')).toBe(
          `${solanaNetwork.caipNetworkId}:${SOLANA_DEV_ACCOUNT.address}`,
        ),
      { timeout: 15_000 },
    )
  }, 60_000)

  it('SIWX on Solana (SPEC §4): connecting opens SIWXSignMessage; Sign has the wallet sign with its ed25519 key and stores a session the siwx package verified', async () => {
    const siwx = createSiwxConfig({ statement: 'Sign in to the Solana test' })
    const { appKit, solanaNetwork } = setup(siwx)
    await appKit.open()
    await waitFor(() => expect(tiles()).toHaveLength(2), { timeout: 15_000 })
    tiles()[1]?.click()
    const signButton = () =>
      [...getModalRoot().querySelectorAll('button')].find((button) => button.textContent === 'Sign')
    await waitFor(() => expect(signButton()).toBeTruthy(), { timeout: 15_000 })
    signButton()?.click()
    const sessions = () => siwx.getSessions(solanaNetwork.caipNetworkId, SOLANA_DEV_ACCOUNT.address)
    await waitFor(async () => expect(await sessions()).toHaveLength(1), { timeout: 15_000 })
    const [session] = await sessions()
    expect(session?.data).toMatchObject({
      accountAddress: SOLANA_DEV_ACCOUNT.address,
      chainId: solanaNetwork.caipNetworkId,
      statement: 'Sign in to the Solana test',
    })
    // Checked again here with an independent ed25519 implementation.
    expect(
      ed25519.verify(
        base58.decode(session?.signature ?? ''),
        new TextEncoder().encode(session?.message),
        base58.decode(SOLANA_DEV_ACCOUNT.address),
      ),
    ).toBe(true)
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

/** Reads the chain directly over JSON-RPC (not through the adapter under test). */
async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}
const lamportsOf = async (address: string) =>
  (await rpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])).value
const usdcUnitsOf = async (address: string) => {
  const { value } = await rpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [
    address,
    { mint: SOLANA_DEV_USDC.mint },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  return value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

describe("SPEC §4 'Sending a token' on Solana through core's send flow", () => {
  it('sends 0.5 SOL and 1 USDC to a new account: both land, the receiver holds exactly that', async () => {
    const { appKit, solanaNetwork } = setup()
    await appKit.open()
    await waitFor(() => expect(tiles()).toHaveLength(2), { timeout: 15_000 })
    tiles()[1]?.click()
    await waitFor(() => expect(appKit.getCaipAddress('solana')).toBeDefined(), { timeout: 15_000 })
    // A receiver with nothing yet (a fresh ed25519 key): no SOL, no USDC token account.
    const receiver = base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
    expect([await lamportsOf(receiver), await usdcUnitsOf(receiver)]).toEqual([0, 0n])
    const token = (symbol: string, decimals: number, address?: string): ApiTokenBalance => ({
      name: symbol,
      symbol,
      chainId: solanaNetwork.caipNetworkId,
      ...(address ? { address } : {}),
      price: 0,
      quantity: { decimals: String(decimals), numeric: '1000' },
      iconUrl: '',
    })
    const send = async (sent: ApiTokenBalance, amount: string) => {
      controllers.send.setSendToken(appKit.core.send, sent)
      controllers.send.setSendAmount(appKit.core.send, amount)
      controllers.send.setSendReceiver(appKit.core.send, receiver)
      return flows.sendToken(appKit.core)
    }
    expect(await send(token('SOL', 9), '0.5')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await lamportsOf(receiver)).toBe(500_000_000)
    await send(token('USDC', 6, SOLANA_DEV_USDC.mint), '1')
    // The receiver's associated token account was created by the same transaction.
    expect(await usdcUnitsOf(receiver)).toBe(1_000_000n)
    expect(appKit.core.send.lastHash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  }, 60_000)
})

describe('a transaction the chain refuses (issue 12: a forged signature)', () => {
  it("the wallet's forged signature is refused by the chain: Send says 'The network refused the transaction. Nothing was sent.' with the node's reason, and nothing moves", async () => {
    const { appKit, solanaNetwork } = setup()
    await appKit.open()
    await waitFor(() => expect(tiles()).toHaveLength(2), { timeout: 15_000 })
    tiles()[1]?.click()
    await waitFor(() => expect(appKit.getCaipAddress('solana')).toBeDefined(), { timeout: 15_000 })
    // A broken or hostile wallet: it signs, flips a byte of its signature and sends that to the
    // chain itself, then passes on the node's JSON-RPC refusal as wallets do.
    const features = solanaWallet.features as unknown as Record<string, unknown>
    const honest = features['solana:signAndSendTransaction']
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...inputs: unknown[]) => {
        const sign = solanaWallet.features['solana:signTransaction'].signTransaction as (
          ...signed: unknown[]
        ) => Promise<{ signedTransaction: Uint8Array }[]>
        const [signed] = await sign(...inputs)
        const wire = Uint8Array.from(signed!.signedTransaction)
        wire[1] = (wire[1] ?? 0) ^ 0xff // the first signature's first byte (after its count)
        const response = await fetch(devnet.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'sendTransaction',
            params: [Buffer.from(wire).toString('base64'), { encoding: 'base64' }],
          }),
        })
        const { error } = (await response.json()) as { error?: { code: number; message: string } }
        throw Object.assign(new Error(error?.message ?? 'sent'), { code: error?.code })
      },
    }
    try {
      const receiver = base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
      controllers.send.setSendToken(appKit.core.send, {
        name: 'SOL',
        symbol: 'SOL',
        chainId: solanaNetwork.caipNetworkId,
        price: 0,
        quantity: { decimals: '9', numeric: '1000' },
        iconUrl: '',
      })
      controllers.send.setSendAmount(appKit.core.send, '0.5')
      controllers.send.setSendReceiver(appKit.core.send, receiver)
      const error = await flows.sendToken(appKit.core).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(TransactionRefusedError)
      // What the Send panel shows for it (its catalogue text, then the node's reason).
      expect(getSendError(error)).toEqual({
        key: 'send.refused',
        reason:
          'The Solana network refused the transaction: Transaction signature verification failure',
      })
      expect(en.send.refused).toBe('The network refused the transaction. Nothing was sent.')
      // Nothing moved, and nothing the visitor entered is lost: the form can be sent again.
      expect(await lamportsOf(receiver)).toBe(0)
      expect(appKit.core.send).toMatchObject({ amount: '0.5', receiverAddress: receiver })
    } finally {
      features['solana:signAndSendTransaction'] = honest
    }
  }, 60_000)
})

describe("SPEC §6 'the solana sign methods' need approval in the modal", () => {
  it('solana_signMessage waits for Approve, shows the message, and the signature verifies with node:crypto', async () => {
    const { appKit, solanaNetwork } = setup()
    await appKit.open()
    await waitFor(() => expect(tiles()).toHaveLength(2), { timeout: 15_000 })
    tiles()[1]?.click()
    const caipAddress = `${solanaNetwork.caipNetworkId}:${SOLANA_DEV_ACCOUNT.address}` as const
    await waitFor(() => expect(appKit.getCaipAddress('solana')).toBe(caipAddress), {
      timeout: 15_000,
    })
    const message = 'Sign in to the Solana demo'
    const signing = flows.runWithApproval(
      appKit.core,
      {
        id: 1,
        method: 'solana_signMessage',
        params: {
          message: base58.encode(new TextEncoder().encode(message)),
          pubkey: SOLANA_DEV_ACCOUNT.address,
        },
        namespace: 'solana',
      },
      () => solanaAdapter.signMessage({ message, caipAddress }),
    )
    await waitFor(() => expect(text()).toContain(message), { timeout: 15_000 })
    const approve = () =>
      [...getModalRoot().querySelectorAll<HTMLButtonElement>('button')].find((button) =>
        button.textContent?.includes('Approve'),
      )
    // The approve button arms after 500 ms (HOSTILE F).
    await waitFor(() => expect(approve()?.getAttribute('aria-disabled')).not.toBe('true'), {
      timeout: 5_000,
    })
    approve()?.click()
    const signature = base58.decode(await signing)
    const spki = Buffer.concat([
      Buffer.from('302a300506032b6570032100', 'hex'),
      base58.decode(SOLANA_DEV_ACCOUNT.address),
    ])
    const key = createPublicKey({ key: spki, format: 'der', type: 'spki' })
    expect(verify(null, Buffer.from(message), key, signature)).toBe(true)
    expect(verify(null, Buffer.from('other'), key, signature)).toBe(false)
  }, 60_000)
})
