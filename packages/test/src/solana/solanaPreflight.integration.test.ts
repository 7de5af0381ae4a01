import {
  type BlockheightBasedTransactionConfirmationStrategy,
  Connection,
  Keypair,
  SendTransactionError,
  SystemProgram,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { toBase58 } from './base58'
import { SOLANA_DEV_ACCOUNTS } from './solanaDevAccounts'
import { type SolanaDevnet, startSolanaDevnet } from './startSolanaDevnet'
import { devKeypair, postRpc } from './testing/devKeypair'

// Preflight refusals as an Agave node words them: -32003 for a signature that does not verify,
// -32002 "Transaction simulation failed: …" for an unknown or expired blockhash and a failing
// simulation, with the TransactionError in `data.err`.
const { solana } = inject('devnet')
const connection = new Connection(solana.rpcUrl, 'confirmed')

async function signedTransfer(
  on: Connection,
  sender: Keypair,
  lamports: number,
  to = Keypair.generate().publicKey,
): Promise<Buffer & { latest: BlockheightBasedTransactionConfirmationStrategy }> {
  const latest = await on.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: sender.publicKey, ...latest }).add(
    SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: to, lamports }),
  )
  transaction.sign(sender)
  const signature = toBase58(transaction.signature!)
  return Object.assign(transaction.serialize(), { latest: { signature, ...latest } })
}

function sendRaw(url: string, wire: Uint8Array): Promise<unknown> {
  const params = [Buffer.from(wire).toString('base64'), { encoding: 'base64' }]
  return postRpc(url, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params }))
}

describe('the Solana devnet refuses at preflight as a real node', () => {
  it('refuses a transaction whose signature has one flipped byte (-32003), and nothing moves', async () => {
    const sender = devKeypair(SOLANA_DEV_ACCOUNTS[4]!)
    const before = await connection.getBalance(sender.publicKey)
    const wire = await signedTransfer(connection, sender, 1_000_000)
    wire.writeUInt8(wire.readUInt8(11) ^ 0x01, 11) // byte 10 of the first signature (after the count)

    const error = await connection.sendRawTransaction(wire).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).transactionError.message).toBe(
      'Transaction signature verification failure',
    )
    expect(await sendRaw(solana.rpcUrl, wire)).toEqual({
      jsonrpc: '2.0',
      error: { code: -32003, message: 'Transaction signature verification failure' },
      id: 1,
    })
    expect(await connection.getBalance(sender.publicKey)).toBe(before)
  })

  it('refuses a transfer that would leave a new account below the rent minimum (InsufficientFundsForRent)', async () => {
    const sender = devKeypair(SOLANA_DEV_ACCOUNTS[5]!)
    const rent = await connection.getMinimumBalanceForRentExemption(0)
    const wire = await signedTransfer(connection, sender, rent - 1)

    const answer = (await sendRaw(solana.rpcUrl, wire)) as {
      error: { code: number; message: string; data: { err: unknown; logs: string[] } }
    }
    expect(answer.error.code).toBe(-32002)
    expect(answer.error.message).toBe(
      'Transaction simulation failed: Transaction results in an account (1) with insufficient funds for rent',
    )
    expect(answer.error.data.err).toEqual({ InsufficientFundsForRent: { account_index: 1 } })

    // Without preflight it lands as a failed transaction: the fee is charged, nothing else moves.
    const before = await connection.getBalance(sender.publicKey)
    const confirmed = new Promise<unknown>((resolve) =>
      connection.onSignature(wire.latest.signature, (result) => resolve(result.err), 'confirmed'),
    )
    await new Promise((resolve) => setTimeout(resolve, 100)) // the subscription is registered first
    const signature = await connection.sendRawTransaction(wire, { skipPreflight: true })
    expect(await confirmed).toEqual({ InsufficientFundsForRent: { account_index: 1 } })
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.err).toEqual({ InsufficientFundsForRent: { account_index: 1 } })
    expect(await connection.getBalance(sender.publicKey)).toBe(before - 5000)
  })

  describe('on a devnet of its own (its slots are advanced here)', () => {
    let own: SolanaDevnet
    beforeAll(async () => {
      own = await startSolanaDevnet()
    })
    afterAll(() => own.stop())

    it('refuses a resend after the blockhash expired (151 slots later) with Blockhash not found', async () => {
      const ownConnection = new Connection(own.rpcUrl, 'confirmed')
      const sender = devKeypair(SOLANA_DEV_ACCOUNTS[0]!)
      const sent = await signedTransfer(ownConnection, sender, 2_000_000)
      const unsent = await signedTransfer(ownConnection, sender, 3_000_000)
      const signature = await ownConnection.sendRawTransaction(sent)
      const before = await ownConnection.getBalance(sender.publicKey, 'processed')

      const slot = await postRpc(
        own.rpcUrl,
        '{"jsonrpc":"2.0","id":1,"method":"devnet_advanceSlots","params":[151]}',
      )
      expect((slot as { result: number }).result).toBeGreaterThanOrEqual(151)

      for (const wire of [sent, unsent]) {
        expect(await sendRaw(own.rpcUrl, wire)).toMatchObject({
          error: {
            code: -32002,
            message: 'Transaction simulation failed: Blockhash not found',
            data: { err: 'BlockhashNotFound' },
          },
        })
      }
      // Without preflight the leader drops it: the signature comes back, and it never lands.
      const dropped = await ownConnection.sendRawTransaction(unsent, { skipPreflight: true })
      const [status] = (await ownConnection.getSignatureStatuses([dropped])).value
      expect(status).toBeNull()
      expect(
        (await ownConnection.getSignatureStatuses([signature])).value[0]?.confirmationStatus,
      ).toBe('finalized')
      expect(await ownConnection.getBalance(sender.publicKey, 'processed')).toBe(before)
    })
  })
})
