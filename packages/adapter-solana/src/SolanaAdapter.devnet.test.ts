import { createMemoryBackend, isUserRejection, UserRejectedRequestError } from '@appkit/core'
import { SOLANA_DEV_ACCOUNT, SOLANA_DEV_ACCOUNTS, SOLANA_DEV_USDC } from '@appkit/test'
import { base58, base64 } from '@scure/base'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SolanaTransactionError } from './errors/SolanaTransactionError'
import { UnsupportedTransactionKindError } from './errors/UnsupportedTransactionKindError'
import { type SolanaTestRig, startSolanaTestRig, verifyEd25519 } from './testing/solanaTestRig'

let rig: SolanaTestRig
let connection: Connection
const connectorId = 'AppKit Dev Wallet'

beforeAll(async () => {
  rig = await startSolanaTestRig()
  connection = new Connection(rig.devnet.rpcUrl, 'confirmed')
})
afterAll(() => rig.stop())

const devAddress = () => `${rig.network.caipNetworkId}:${SOLANA_DEV_ACCOUNT.address}` as const
const usdc = () => `${rig.network.caipNetworkId}/token:${SOLANA_DEV_USDC.mint}`

async function usdcUnits(owner: string): Promise<bigint> {
  const ata = getAssociatedTokenAddressSync(
    new PublicKey(SOLANA_DEV_USDC.mint),
    new PublicKey(owner),
  )
  const info = await connection.getTokenAccountBalance(ata).catch(() => undefined)
  return BigInt(info?.value.amount ?? '0')
}

describe('Solana adapter against the litesvm devnet with the Wallet Standard dev wallet', () => {
  it('lists the registered dev wallet as a solana connector and connects its dev account', async () => {
    const adapter = rig.adapter()
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({
        id: connectorId,
        name: 'AppKit Dev Wallet',
        type: 'ANNOUNCED',
        chain: 'solana',
        chains: [rig.network],
      }),
    ])
    const result = await adapter.connect({ connectorId })
    expect(result.caipAddress).toBe(devAddress())
    expect(result.accounts).toEqual([
      expect.objectContaining({ caipAddress: devAddress(), purpose: 'eoa' }),
    ])
    expect(await adapter.getAccounts({ connectorId })).toHaveLength(1)
  })

  it('reads the SOL balance and the 6-decimal USDC balance the chain holds', async () => {
    const adapter = rig.adapter()
    const lamports = await connection.getBalance(new PublicKey(SOLANA_DEV_ACCOUNTS[5]!.address))
    const other = `${rig.network.caipNetworkId}:${SOLANA_DEV_ACCOUNTS[5]!.address}` as const
    expect(lamports).toBe(1000 * 1e9)
    expect(await adapter.getBalance({ caipAddress: other })).toEqual({
      balance: '1000',
      symbol: 'SOL',
    })
    expect(await adapter.getTokenBalance({ caipAddress: other, asset: usdc() })).toEqual({
      balance: '1000000',
      amount: 1_000_000_000_000n,
      decimals: 6,
    })
  })

  it('transfers 0.5 SOL and 1 USDC that land: the receiver gains exactly that, its token account created', async () => {
    const adapter = rig.adapter()
    await adapter.connect({ connectorId })
    const receiver = Keypair.generate().publicKey.toBase58()
    const senderUsdc = await usdcUnits(SOLANA_DEV_ACCOUNT.address)
    const solSignature = await adapter.transfer({
      from: devAddress(),
      to: receiver,
      asset: `${rig.network.caipNetworkId}/slip44:501`,
      amount: 500_000_000n,
    })
    expect(base58.decode(solSignature)).toHaveLength(64)
    expect(await connection.getBalance(new PublicKey(receiver))).toBe(500_000_000)
    const receiverAta = getAssociatedTokenAddressSync(
      new PublicKey(SOLANA_DEV_USDC.mint),
      new PublicKey(receiver),
    )
    expect(await connection.getAccountInfo(receiverAta)).toBeNull()
    await adapter.transfer({ from: devAddress(), to: receiver, asset: usdc(), amount: 1_000_000n })
    expect(await usdcUnits(receiver)).toBe(1_000_000n)
    expect(await usdcUnits(SOLANA_DEV_ACCOUNT.address)).toBe(senderUsdc - 1_000_000n)
    expect(
      await adapter.getTokenBalance({
        caipAddress: `${rig.network.caipNetworkId}:${receiver}`,
        asset: usdc(),
      }),
    ).toEqual({ balance: '1', amount: 1_000_000n, decimals: 6 })
    // The receiver's token account exists now: a second transfer reuses it.
    await adapter.transfer({ from: devAddress(), to: receiver, asset: usdc(), amount: 250_000n })
    expect(await usdcUnits(receiver)).toBe(1_250_000n)
  })

  it('signs a message whose base58 signature node:crypto ed25519 verifies', async () => {
    const adapter = rig.adapter()
    await adapter.connect({ connectorId })
    const message = 'Sign in to AppKit\nNonce: 42'
    const signature = await adapter.signMessage({ message, caipAddress: devAddress() })
    const publicKey = base58.decode(SOLANA_DEV_ACCOUNT.address)
    expect(
      verifyEd25519(new TextEncoder().encode(message), base58.decode(signature), publicKey),
    ).toBe(true)
    expect(
      verifyEd25519(new TextEncoder().encode('forged'), base58.decode(signature), publicKey),
    ).toBe(false)
  })

  it("turns the wallet's refusal into core's user-rejection error ('Connection rejected')", async () => {
    const adapter = rig.adapter()
    await adapter.connect({ connectorId })
    rig.wallet.setMode('reject')
    try {
      const signError = await adapter
        .signMessage({ message: 'no', caipAddress: devAddress() })
        .catch((error: unknown) => error)
      expect(signError).toBeInstanceOf(UserRejectedRequestError)
      expect(isUserRejection(signError)).toBe(true)
      const sendError = await adapter
        .transfer({
          from: devAddress(),
          to: Keypair.generate().publicKey.toBase58(),
          asset: `${rig.network.caipNetworkId}/slip44:501`,
          amount: 1n,
        })
        .catch((error: unknown) => error)
      expect(sendError).toBeInstanceOf(UserRejectedRequestError)
      await rig.wallet.features['standard:disconnect'].disconnect()
      await expect(adapter.connect({ connectorId })).rejects.toBeInstanceOf(
        UserRejectedRequestError,
      )
    } finally {
      rig.wallet.setMode('approve')
    }
  })

  it('gets a transaction with a forged co-signature refused by the chain with a clear error', async () => {
    const adapter = rig.adapter()
    await adapter.connect({ connectorId })
    const coSigner = new PublicKey(SOLANA_DEV_ACCOUNTS[2]!.address)
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({
      feePayer: new PublicKey(SOLANA_DEV_ACCOUNT.address),
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: coSigner,
        toPubkey: new PublicKey(SOLANA_DEV_ACCOUNT.address),
        lamports: 1_000_000_000,
      }),
    )
    transaction.addSignature(coSigner, Buffer.alloc(64, 9))
    const before = await connection.getBalance(coSigner)
    const error = await adapter
      .sendTransaction({
        kind: 'solanaTransaction',
        caipNetworkId: rig.network.caipNetworkId,
        transaction: base64.encode(
          transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
        ),
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SolanaTransactionError)
    expect(error).toMatchObject({
      code: -32003,
      shortMessage:
        'The Solana network refused the transaction: Transaction signature verification failure',
      details: 'Transaction signature verification failure',
    })
    expect(isUserRejection(error)).toBe(false)
    expect(await connection.getBalance(coSigner)).toBe(before)
  })

  it('signs one or several solanaTransactions without sending them, and refuses another kind', async () => {
    const adapter = rig.adapter()
    await adapter.connect({ connectorId })
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({
      feePayer: new PublicKey(SOLANA_DEV_ACCOUNT.address),
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(SOLANA_DEV_ACCOUNT.address),
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    )
    const signed = await adapter.signTransaction({
      kind: 'solanaTransaction',
      caipNetworkId: rig.network.caipNetworkId,
      transaction: base64.encode(transaction.serialize({ requireAllSignatures: false })),
    })
    expect(Transaction.from(base64.decode(signed)).verifySignatures()).toBe(true)
    const all = await adapter.signAllTransactions(
      [1, 2].map(() => ({
        kind: 'solanaTransaction' as const,
        caipNetworkId: rig.network.caipNetworkId,
        transaction: base64.encode(transaction.serialize({ requireAllSignatures: false })),
      })),
    )
    expect(all).toHaveLength(2)
    for (const one of all)
      expect(Transaction.from(base64.decode(one)).verifySignatures()).toBe(true)
    await expect(
      adapter.sendTransaction({
        kind: 'evmCall',
        caipNetworkId: 'eip155:1',
        to: '0x0000000000000000000000000000000000000001',
        value: 0n,
      }),
    ).rejects.toBeInstanceOf(UnsupportedTransactionKindError)
  })

  it('reconnects after a reload (a new adapter on the same storage) and forgets after disconnect', async () => {
    const storage = createMemoryBackend()
    const first = rig.adapter(storage)
    const { caipAddress } = await first.connect({ connectorId })
    const reloaded = rig.adapter(storage)
    expect(await reloaded.reconnect({ connectorId })).toMatchObject({ caipAddress })
    expect(await rig.adapter().reconnect({ connectorId })).toBeUndefined()
    const events: string[] = []
    reloaded.subscribe((event) => events.push(event.type))
    await reloaded.disconnect()
    expect(events).toContain('disconnect')
    expect(await rig.adapter(storage).reconnect({ connectorId })).toBeUndefined()
    expect(rig.wallet.accounts).toEqual([])
  })
})
