import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'
import type { SolanaDevAccount } from './solanaDevAccounts'

/** A kit signer for a dev account (its ed25519 key from the account's 32-byte seed). */
export function solanaSigner(account: SolanaDevAccount): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(Buffer.from(account.seed, 'hex')))
}
