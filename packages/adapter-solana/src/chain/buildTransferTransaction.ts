// The only module that imports the chain libraries: loaded with import() when a transfer is built.

import { UnsupportedAssetError } from '@appkit/core'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  getMint,
} from '@solana/spl-token'
import {
  Connection,
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { Buffer } from 'buffer'
import type { SolanaCommitmentLevel } from '../network/preflightCommitment'

/** A transfer to build: SOL when `mint` is absent, else the SPL token of that mint. */
export type TransferToBuild = {
  rpcUrl: string
  commitment: SolanaCommitmentLevel
  from: string
  to: string
  amount: bigint
  mint?: string | undefined
}

/**
 * Builds an unsigned v0 transfer (serialized): `SystemProgram.transfer` for SOL; for a token,
 * the receiver's associated token account created when missing (idempotent instruction) and a
 * `transferChecked` from the sender's associated token account, with the mint's decimals and
 * token program read from the chain.
 */
export async function buildTransferTransaction(params: TransferToBuild): Promise<Uint8Array> {
  // @solana/spl-token 0.4 calls Node's global Buffer, which a browser lacks (web3.js imports it).
  const scope = globalThis as { Buffer?: unknown }
  scope.Buffer ??= Buffer
  const connection = new Connection(params.rpcUrl, params.commitment)
  const from = new PublicKey(params.from)
  const to = new PublicKey(params.to)
  const instructions: TransactionInstruction[] = []
  if (params.mint === undefined) {
    instructions.push(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: params.amount }),
    )
  } else {
    const mint = new PublicKey(params.mint)
    const mintAccount = await connection.getAccountInfo(mint)
    if (!mintAccount)
      throw new UnsupportedAssetError({ details: `No mint account at ${params.mint}` })
    const programId = mintAccount.owner
    const { decimals } = await getMint(connection, mint, params.commitment, programId)
    const source = getAssociatedTokenAddressSync(mint, from, true, programId)
    const destination = getAssociatedTokenAddressSync(mint, to, true, programId)
    instructions.push(
      createAssociatedTokenAccountIdempotentInstruction(from, destination, to, mint, programId),
      createTransferCheckedInstruction(
        source,
        mint,
        destination,
        from,
        params.amount,
        decimals,
        [],
        programId,
      ),
    )
  }
  const { blockhash } = await connection.getLatestBlockhash(params.commitment)
  const message = new TransactionMessage({
    payerKey: from,
    recentBlockhash: blockhash,
    instructions,
  }).compileToV0Message()
  return new VersionedTransaction(message).serialize()
}
