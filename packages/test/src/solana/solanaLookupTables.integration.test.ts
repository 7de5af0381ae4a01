import {
  type AddressLookupTableAccount,
  AddressLookupTableProgram,
  Connection,
  Keypair,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, inject, it } from 'vitest'
import { SOLANA_DEV_ACCOUNTS } from './solanaDevAccounts'
import { devKeypair, postRpc } from './testing/devKeypair'

const { solana } = inject('devnet')
const connection = new Connection(solana.rpcUrl, 'confirmed')
const payer = devKeypair(SOLANA_DEV_ACCOUNTS[6]!)

async function sendV0(
  instructions: TransactionInstruction[],
  tables: AddressLookupTableAccount[] = [],
) {
  const latest = await connection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: latest.blockhash,
    instructions,
  }).compileToV0Message(tables)
  const transaction = new VersionedTransaction(message)
  transaction.sign([payer])
  const signature = await connection.sendTransaction(transaction)
  await connection.confirmTransaction({ signature, ...latest }, 'confirmed')
  return signature
}

describe('v0 transactions on the Solana devnet', () => {
  it('loads accounts from an address lookup table, and getTransaction lists them as loadedAddresses', async () => {
    // A slot well past genesis: it must be in the SlotHashes sysvar the lookup table program reads.
    await postRpc(
      solana.rpcUrl,
      '{"jsonrpc":"2.0","id":1,"method":"devnet_advanceSlots","params":[40]}',
    )
    const recentSlot = await connection.getSlot('finalized')
    expect(recentSlot).toBeGreaterThan(0)
    const [create, table] = AddressLookupTableProgram.createLookupTable({
      authority: payer.publicKey,
      payer: payer.publicKey,
      recentSlot,
    })
    const receivers = [Keypair.generate().publicKey, Keypair.generate().publicKey]
    const extend = AddressLookupTableProgram.extendLookupTable({
      lookupTable: table,
      authority: payer.publicKey,
      payer: payer.publicKey,
      addresses: receivers,
    })
    await sendV0([create, extend])
    const lookupTable = (await connection.getAddressLookupTable(table)).value!
    expect(lookupTable.state.addresses).toEqual(receivers)

    const transfers = receivers.map((toPubkey) =>
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey, lamports: 1_000_000 }),
    )
    const signature = await sendV0(transfers, [lookupTable])

    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.version).toBe(0)
    expect(landed?.meta?.err).toBeNull()
    expect(landed?.transaction.message.addressTableLookups).toEqual([
      { accountKey: table, writableIndexes: [0, 1], readonlyIndexes: [] },
    ])
    expect(landed?.meta?.loadedAddresses?.writable).toEqual(receivers)
    expect(landed?.meta?.postBalances.slice(-2)).toEqual([1_000_000, 1_000_000])
    // A client that does not declare v0 support is told so, as a node tells it.
    await expect(connection.getTransaction(signature)).rejects.toThrow(
      'Transaction version (0) is not supported by the requesting client',
    )
  })
})
