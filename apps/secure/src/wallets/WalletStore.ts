import type { Hex } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { KeyCipher } from '../db/KeyCipher'
import type { SecureDatabase } from '../db/SecureDatabase'
import { type SolanaKey, solanaKeyOf } from '../solana/solanaKeyOf'

/** A known plaintext sealed once, to tell a wrong key encryption key at start. */
const CHECK_NAME = 'key-check'
const CHECK_TEXT = Buffer.from('appkit-secure key check v1')

/**
 * The embedded wallets: one secret per login identity (its wallet key, see `walletKeyOf`),
 * generated with viem the first time the identity logs in and never sent to a browser; the
 * Solana key is derived from it. Kept in the database sealed with AES-256-GCM (KeyCipher), so a
 * restart on the same store gives every identity the same addresses.
 */
export class WalletStore {
  readonly #db: SecureDatabase
  readonly #cipher: KeyCipher
  readonly #cache = new Map<string, Promise<Hex>>()

  private constructor(db: SecureDatabase, cipher: KeyCipher) {
    this.#db = db
    this.#cipher = cipher
  }

  /** The store over `db`; refuses (throws) when `cipher` cannot open what is already stored. */
  static async open(db: SecureDatabase, cipher: KeyCipher): Promise<WalletStore> {
    const [check] = await db.query<{ value: Uint8Array }>(
      'SELECT value FROM secure_meta WHERE name = $1',
      [CHECK_NAME],
    )
    if (check) {
      try {
        cipher.open(check.value, CHECK_NAME)
      } catch {
        throw new Error('The key encryption key does not open the stored wallets')
      }
    } else {
      await db.query(
        'INSERT INTO secure_meta (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
        [CHECK_NAME, cipher.seal(CHECK_TEXT, CHECK_NAME)],
      )
    }
    return new WalletStore(db, cipher)
  }

  /** The EVM account of `walletKey`, created (and stored) on first use. */
  async account(walletKey: string): Promise<PrivateKeyAccount> {
    return privateKeyToAccount(await this.#secretOf(walletKey))
  }

  /** The Solana (ed25519) key of `walletKey`, derived from the same stored secret. */
  async solana(walletKey: string): Promise<SolanaKey> {
    return solanaKeyOf(await this.#secretOf(walletKey))
  }

  /** True when `walletKey` has a wallet (it logged in before). */
  async exists(walletKey: string): Promise<boolean> {
    const rows = await this.#db.query('SELECT 1 FROM wallet_keys WHERE identity = $1', [walletKey])
    return rows.length > 0
  }

  /**
   * Moves the wallet of `from` to `to` (the e-mail change): the secret is sealed again under the
   * new identity and the old row removed, so `to` opens the same addresses and `from` none.
   * Returns false, changing nothing, when `to` already has a wallet.
   */
  async rename(from: string, to: string): Promise<boolean> {
    const secret = await this.#secretOf(from)
    const inserted = await this.#db.query(
      'INSERT INTO wallet_keys (identity, sealed) VALUES ($1, $2) ON CONFLICT (identity) DO NOTHING RETURNING identity',
      [to, this.#cipher.seal(Buffer.from(secret.slice(2), 'hex'), to)],
    )
    if (inserted.length === 0) return false
    await this.#db.query('DELETE FROM wallet_keys WHERE identity = $1', [from])
    this.#cache.delete(from)
    this.#cache.delete(to)
    return true
  }

  #secretOf(walletKey: string): Promise<Hex> {
    let secret = this.#cache.get(walletKey)
    if (!secret) {
      secret = this.#load(walletKey)
      this.#cache.set(walletKey, secret)
      secret.catch(() => this.#cache.delete(walletKey))
    }
    return secret
  }

  async #load(walletKey: string): Promise<Hex> {
    const select = 'SELECT sealed FROM wallet_keys WHERE identity = $1'
    let [row] = await this.#db.query<{ sealed: Uint8Array }>(select, [walletKey])
    if (!row) {
      // Two first logins at once (or two processes) agree on the first row written.
      const fresh = Buffer.from(generatePrivateKey().slice(2), 'hex')
      await this.#db.query(
        'INSERT INTO wallet_keys (identity, sealed) VALUES ($1, $2) ON CONFLICT (identity) DO NOTHING',
        [walletKey, this.#cipher.seal(fresh, walletKey)],
      )
      ;[row] = await this.#db.query<{ sealed: Uint8Array }>(select, [walletKey])
      if (!row) throw new Error('The wallet could not be stored')
    }
    return `0x${this.#cipher.open(row.sealed, walletKey).toString('hex')}`
  }
}
