import {
  appendTransactionMessageInstructions,
  blockhash,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import type { SolanaDevChain } from './SolanaDevChain'

/**
 * Builds a v0 transaction of `instructions` paid by `payer` with the chain's newest blockhash,
 * signs it with every signer its instructions name, and returns its wire bytes.
 */
export async function signAndEncode(
  chain: SolanaDevChain,
  payer: TransactionSigner,
  instructions: readonly Instruction[],
): Promise<Uint8Array> {
  const slot = chain.clock.slot
  const lifetime = {
    blockhash: blockhash(chain.clock.blockhashOf(slot)),
    lastValidBlockHeight: BigInt(chain.clock.lastValidBlockHeight(chain.clock.blockhashOf(slot))!),
  }
  const signed = await pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(payer, message),
    (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
    (message) => appendTransactionMessageInstructions(instructions, message),
    (message) => signTransactionMessageWithSigners(message),
  )
  return new Uint8Array(getTransactionEncoder().encode(signed))
}
