import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { describe, expect, inject, it } from 'vitest'
import { toBase58 } from './base58'
import {
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEV_SOL_BALANCE,
  SOLANA_DEV_USDC,
  SOLANA_DEV_USDC_BALANCE,
} from './solanaDevAccounts'
import { devKeypair } from './testing/devKeypair'

// Unmodified @solana/web3.js 1.99 and @solana/spl-token clients against the devnet's server over
// HTTP and WebSocket. Given only the HTTP URL, web3.js finds the WebSocket at port + 1 itself.
// Each test uses its own dev accounts so none races another.
const { solana } = inject('devnet')
const connection = new Connection(solana.rpcUrl, 'confirmed')
const usdcMint = new PublicKey(SOLANA_DEV_USDC.mint)

describe('the Solana devnet (litesvm behind the JSON-RPC server)', () => {
  it('funds each dev key with 1,000 SOL and 1,000,000 USDC', async () => {
    const owner = devKeypair(SOLANA_DEV_ACCOUNTS[8]!).publicKey
    expect(BigInt(await connection.getBalance(owner))).toBe(SOLANA_DEV_SOL_BALANCE)

    const ata = getAssociatedTokenAddressSync(usdcMint, owner)
    expect((await getAccount(connection, ata)).amount).toBe(SOLANA_DEV_USDC_BALANCE)
    const parsed = await connection.getParsedTokenAccountsByOwner(owner, { mint: usdcMint })
    expect(parsed.value.map((entry) => entry.account.data.parsed.info.tokenAmount)).toEqual([
      { amount: '1000000000000', decimals: 6, uiAmount: 1_000_000, uiAmountString: '1000000' },
    ])
  })

  it('sends a SOL transfer that confirmTransaction confirms; both balances change by exactly the amount and the fee', async () => {
    const sender = devKeypair(SOLANA_DEV_ACCOUNTS[1]!)
    const receiver = Keypair.generate().publicKey
    const before = await connection.getBalance(sender.publicKey)
    const latest = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: sender.publicKey, ...latest }).add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: receiver,
        lamports: 500_000_000,
      }),
    )
    transaction.sign(sender)

    const signature = await connection.sendRawTransaction(transaction.serialize())
    const confirmation = await connection.confirmTransaction({ signature, ...latest }, 'confirmed')

    expect(confirmation.value.err).toBeNull()
    expect(await connection.getBalance(receiver)).toBe(500_000_000)
    expect(await connection.getBalance(sender.publicKey)).toBe(before - 500_000_000 - 5000)
  })

  it('notifies a signatureSubscribe (onSignature) when the transfer reaches confirmed', async () => {
    const sender = devKeypair(SOLANA_DEV_ACCOUNTS[2]!)
    const transaction = new Transaction({
      feePayer: sender.publicKey,
      ...(await connection.getLatestBlockhash()),
    }).add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    )
    transaction.sign(sender)
    const signature = toBase58(transaction.signature!)
    const notified = new Promise<{ err: unknown; slot: number }>((resolve) =>
      connection.onSignature(
        signature,
        (result, context) => resolve({ err: result.err, slot: context.slot }),
        'confirmed',
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 100)) // the subscription is registered first

    await connection.sendRawTransaction(transaction.serialize())
    const { err, slot } = await notified

    expect(err).toBeNull()
    const [status] = (await connection.getSignatureStatuses([signature])).value
    expect(status?.slot).toBe(slot)
    expect(['confirmed', 'finalized']).toContain(status?.confirmationStatus)
  })

  it('transfers USDC with transferChecked to a receiver whose token account the same transaction creates; history shows it', async () => {
    const sender = devKeypair(SOLANA_DEV_ACCOUNTS[3]!)
    const receiver = Keypair.generate().publicKey
    const [from, to] = [sender.publicKey, receiver].map((owner) =>
      getAssociatedTokenAddressSync(usdcMint, owner),
    )
    const amount = 1_250_000n // 1.25 USDC
    const transaction = new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(sender.publicKey, to!, receiver, usdcMint),
      createTransferCheckedInstruction(
        from!,
        usdcMint,
        to!,
        sender.publicKey,
        amount,
        SOLANA_DEV_USDC.decimals,
      ),
    )

    const signature = await sendAndConfirmTransaction(connection, transaction, [sender])

    expect((await getAccount(connection, to!)).amount).toBe(amount)
    expect((await getAccount(connection, from!)).amount).toBe(SOLANA_DEV_USDC_BALANCE - amount)

    const history = await connection.getSignaturesForAddress(receiver)
    expect(history.map((entry) => [entry.signature, entry.err])).toEqual([[signature, null]])
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.err).toBeNull()
    expect(landed?.meta?.fee).toBe(5000)
    expect(landed?.transaction.message.staticAccountKeys.map((key) => key.toBase58())).toContain(
      receiver.toBase58(),
    )
    const received = landed?.meta?.postTokenBalances?.find(
      (balance) => balance.owner === receiver.toBase58(),
    )
    expect(received?.uiTokenAmount).toEqual({
      amount: '1250000',
      decimals: 6,
      uiAmount: 1.25,
      uiAmountString: '1.25',
    })
    expect(
      landed?.meta?.preTokenBalances?.some((balance) => balance.owner === receiver.toBase58()),
    ).toBe(false)
    expect(landed?.meta?.logMessages).toContain('Program log: CreateIdempotent')
    expect(landed?.meta?.logMessages?.at(-1)).toBe(`Program ${TOKEN_PROGRAM_ID.toBase58()} success`)
  })
})
