import { createPublicKey, verify } from 'node:crypto'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET_GENESIS_HASH } from '@appkit/test'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import { describe, expect, inject, it, vi } from 'vitest'
import type { DevWalletStorage } from '../DevWalletTypes'
import { UserRejectedRequestError } from '../errors/providerErrors'
import { createSolanaDevWallet } from './createSolanaDevWallet'
import { readSolanaPageConfig } from './readSolanaPageConfig'
import { registerSolanaDevWallet } from './registerSolanaDevWallet'
import { SolanaNodeError } from './SolanaNodeError'
import { SOLANA_DEV_SEEDS } from './solanaDevSeeds'

const devnet = inject('devnet').solana
const connection = new Connection(devnet.rpcUrl, 'confirmed')
const cluster = { genesisHash: devnet.genesisHash, rpcUrl: devnet.rpcUrl }

function memoryStorage(): DevWalletStorage {
  const entries = new Map<string, string>()
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}

/** node:crypto's ed25519 (OpenSSL), independent of the wallet's @noble/curves. */
function verifyEd25519(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array) {
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), publicKey])
  const key = createPublicKey({ key: spki, format: 'der', type: 'spki' })
  return verify(null, message, key, signature)
}

async function connected(mode: 'approve' | 'reject' = 'approve') {
  const wallet = createSolanaDevWallet({ seeds: SOLANA_DEV_SEEDS, cluster, mode: 'approve' })
  const { accounts } = await wallet.features['standard:connect'].connect()
  wallet.setMode(mode)
  return { wallet, account: accounts[0]! }
}

async function transferTo(receiver: PublicKey, lamports: number, from = SOLANA_DEV_ACCOUNTS[0]!) {
  const { blockhash } = await connection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: new PublicKey(from.address),
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({
        fromPubkey: new PublicKey(from.address),
        toPubkey: receiver,
        lamports,
      }),
    ],
  }).compileToV0Message()
  return new VersionedTransaction(message).serialize()
}

describe('Solana dev wallet (Wallet Standard, real ed25519 keys, the litesvm devnet)', () => {
  it('holds the devnet dev keys (the addresses @appkit/test funds)', () => {
    const wallet = createSolanaDevWallet({ seeds: SOLANA_DEV_SEEDS, cluster })
    expect(wallet.chains).toEqual([`solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}`])
    expect(wallet.accounts).toEqual([])
    expect(SOLANA_DEV_SEEDS.map((seed, index) => [seed, SOLANA_DEV_ACCOUNTS[index]?.seed])).toEqual(
      SOLANA_DEV_SEEDS.map((seed) => [seed, seed]),
    )
  })

  it('is found by getWallets() once registered, with the Solana features', () => {
    vi.stubGlobal('window', new EventTarget())
    try {
      const wallet = createSolanaDevWallet({ seeds: SOLANA_DEV_SEEDS, cluster })
      registerSolanaDevWallet(wallet)
      const found = getWallets()
        .get()
        .find((candidate) => candidate === wallet)
      expect(Object.keys(found?.features ?? {}).sort()).toEqual([
        'solana:signAndSendTransaction',
        'solana:signMessage',
        'solana:signTransaction',
        'standard:connect',
        'standard:disconnect',
        'standard:events',
      ])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('connects after approval, reports the change, answers a silent connect, and disconnects', async () => {
    const storage = memoryStorage()
    const wallet = createSolanaDevWallet({ seeds: SOLANA_DEV_SEEDS, cluster, storage })
    const changes: number[] = []
    wallet.features['standard:events'].on('change', ({ accounts }) =>
      changes.push(accounts?.length ?? -1),
    )
    expect((await wallet.features['standard:connect'].connect({ silent: true })).accounts).toEqual(
      [],
    )
    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts.map((account) => account.address)).toEqual([SOLANA_DEV_ACCOUNTS[0]!.address])
    // A reload: a new wallet on the same storage connects silently.
    const reloaded = createSolanaDevWallet({ seeds: SOLANA_DEV_SEEDS, cluster, storage })
    expect(
      (await reloaded.features['standard:connect'].connect({ silent: true })).accounts,
    ).toHaveLength(1)
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
    expect(changes).toEqual([1, 0])
  })

  it('refuses connecting in reject mode with its own UserRejectedRequestError (4001)', async () => {
    const wallet = createSolanaDevWallet({ seeds: SOLANA_DEV_SEEDS, cluster, mode: 'reject' })
    const error = await wallet.features['standard:connect'].connect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001 })
    expect(wallet.accounts).toEqual([])
  })

  it('signs a message that node:crypto ed25519 verifies against the account public key', async () => {
    const { wallet, account } = await connected()
    const message = new TextEncoder().encode('Hello from AppKit')
    const [output] = await wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(verifyEd25519(message, output!.signature, account.publicKey as Uint8Array)).toBe(true)
    expect(
      verifyEd25519(
        new TextEncoder().encode('other'),
        output!.signature,
        account.publicKey as Uint8Array,
      ),
    ).toBe(false)
  })

  it('asks the prompt and rejects a signature when the visitor says no', async () => {
    const asked: string[] = []
    const wallet = createSolanaDevWallet({
      seeds: SOLANA_DEV_SEEDS,
      cluster,
      mode: 'prompt',
      prompt: async (request) => {
        asked.push(request.title)
        return request.method === 'standard:connect'
      },
    })
    const { accounts } = await wallet.features['standard:connect'].connect()
    const message = new TextEncoder().encode('no')
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account: accounts[0]!, message }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(asked).toEqual([expect.stringMatching(/^Connect to /), 'Sign this message?'])
  })

  it('signs and sends a v0 transfer that lands on the chain', async () => {
    const { wallet, account } = await connected()
    const receiver = Keypair.generate().publicKey
    const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      chain: wallet.chain,
      transaction: await transferTo(receiver, 1_234_567),
      options: { commitment: 'confirmed' },
    })
    expect(output!.signature).toHaveLength(64)
    expect(await connection.getBalance(receiver)).toBe(1_234_567)
  })

  it('signs a legacy transaction without sending it; the signature is the account slot', async () => {
    const { wallet, account } = await connected()
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({
      feePayer: new PublicKey(account.address),
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(account.address),
        toPubkey: Keypair.generate().publicKey,
        lamports: 5_000_000,
      }),
    )
    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: transaction.serialize({ requireAllSignatures: false }),
    })
    const signed = Transaction.from(output!.signedTransaction)
    expect(signed.verifySignatures()).toBe(true)
  })

  it('gets a forged co-signature refused by the chain (-32003 signature verification failure)', async () => {
    const { wallet, account } = await connected()
    const coSigner = SOLANA_DEV_ACCOUNTS[1]!
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({
      feePayer: new PublicKey(account.address),
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(coSigner.address),
        toPubkey: new PublicKey(account.address),
        lamports: 1_000_000,
      }),
    )
    transaction.addSignature(new PublicKey(coSigner.address), Buffer.alloc(64, 7))
    const error = await wallet.features['solana:signAndSendTransaction']
      .signAndSendTransaction({
        account,
        chain: wallet.chain,
        transaction: transaction.serialize({
          requireAllSignatures: false,
          verifySignatures: false,
        }),
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SolanaNodeError)
    expect(error).toMatchObject({
      code: -32003,
      message: 'Transaction signature verification failure',
    })
  })

  it('setForgeSignatures makes it sign with a forged signature, which the chain refuses (-32003); nothing moves, and it signs honestly again once switched off', async () => {
    const { wallet, account } = await connected()
    const receiver = Keypair.generate().publicKey
    wallet.setForgeSignatures(true)
    const error = await wallet.features['solana:signAndSendTransaction']
      .signAndSendTransaction({
        account,
        chain: wallet.chain,
        transaction: await transferTo(receiver, 1_000_000),
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SolanaNodeError)
    expect(error).toMatchObject({
      code: -32003,
      message: 'Transaction signature verification failure',
    })
    // Signing alone forges too: ed25519 is deterministic, so the honest signature differs from
    // the forged one in its first byte only (the slot right after the signature count).
    const transaction = await transferTo(receiver, 1_000_000)
    const sign = () =>
      wallet.features['solana:signTransaction'].signTransaction({ account, transaction })
    const [forged] = await sign()
    expect(await connection.getBalance(receiver)).toBe(0)
    wallet.setForgeSignatures(false)
    const [honest] = await sign()
    const flipped = Uint8Array.from(honest!.signedTransaction)
    flipped[1] = (flipped[1] ?? 0) ^ 0xff
    expect(forged!.signedTransaction).toEqual(flipped)
    await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      chain: wallet.chain,
      transaction: await transferTo(receiver, 1_000_000),
      options: { commitment: 'confirmed' },
    })
    expect(await connection.getBalance(receiver)).toBe(1_000_000)
  })

  it('reads its page configuration, with ?devWalletMode= over the global', () => {
    expect(readSolanaPageConfig({ ...cluster, mode: 'approve' }, '?devWalletMode=reject')).toEqual({
      cluster,
      mode: 'reject',
      seeds: SOLANA_DEV_SEEDS,
      persist: true,
    })
    expect(() => readSolanaPageConfig({ rpcUrl: devnet.rpcUrl })).toThrow(
      /__APPKIT_DEV_WALLET_SOLANA__/,
    )
  })
})
