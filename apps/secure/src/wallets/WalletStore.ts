import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { Hex } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { type SolanaKey, solanaKeyOf } from '../solana/solanaKeyOf'

/**
 * The embedded wallets: one private key per e-mail (lower-cased), generated with viem the first
 * time the e-mail logs in and never sent to a browser; the Solana key is derived from it. Kept in memory, and in `file` (JSON,
 * mode 0600, written to a temporary file then renamed) when one is given, so restarts keep them.
 */
export class WalletStore {
  readonly #keys = new Map<string, Hex>()
  readonly #file: string | undefined

  constructor(options: { file?: string } = {}) {
    this.#file = options.file
    if (this.#file && existsSync(this.#file)) {
      const stored = JSON.parse(readFileSync(this.#file, 'utf8')) as Record<string, Hex>
      for (const [email, key] of Object.entries(stored)) this.#keys.set(email, key)
    }
  }

  /** The account of `email`, created (and stored) on first use. */
  getOrCreate(email: string): PrivateKeyAccount {
    return privateKeyToAccount(this.#secretOf(email))
  }

  /** The Solana (ed25519) key of `email`, derived from the same stored secret. */
  getOrCreateSolana(email: string): SolanaKey {
    return solanaKeyOf(this.#secretOf(email))
  }

  #secretOf(email: string): Hex {
    const key = email.toLowerCase()
    let privateKey = this.#keys.get(key)
    if (!privateKey) {
      privateKey = generatePrivateKey()
      this.#keys.set(key, privateKey)
      this.#save()
    }
    return privateKey
  }

  #save(): void {
    if (!this.#file) return
    const temporary = `${this.#file}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(this.#keys)), { mode: 0o600 })
    renameSync(temporary, this.#file)
  }
}
