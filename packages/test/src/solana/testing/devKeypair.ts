import { Keypair } from '@solana/web3.js'
import type { SolanaDevAccount } from '../solanaDevAccounts'

/** A @solana/web3.js Keypair of a dev account (from its 32-byte seed). */
export function devKeypair(account: SolanaDevAccount): Keypair {
  return Keypair.fromSeed(Buffer.from(account.seed, 'hex'))
}

/** Posts a raw JSON-RPC body to `url` and returns the parsed answer (for wire-level checks). */
export async function postRpc(url: string, body: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  return response.json()
}
