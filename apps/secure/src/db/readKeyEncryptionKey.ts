import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where a development key is generated: `dataDir/key-encryption.key` (mode 0600). */
export const DEV_KEY_FILE = 'key-encryption.key'

/** What decides the key that seals the wallets' keys. */
export type KeyEncryptionSource = {
  /** 32 bytes as 64 hex digits or base64 (SECURE_KEY_ENCRYPTION_KEY). */
  configured?: string | undefined
  /** Production refuses to run without `configured`. */
  production: boolean
  /** Where a development key is kept (generated on first start). */
  dataDir?: string | undefined
  /** Whether the keys go to a PostgreSQL server (a throwaway key would lose them). */
  external: boolean
}

function decode(text: string): Buffer {
  const trimmed = text.trim()
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64')
  if (bytes.length !== 32)
    throw new Error('The key encryption key must be 32 bytes (64 hex digits or base64)')
  return bytes
}

/**
 * The key encryption key: the configured one; else, outside production, one generated once in
 * `dataDir` (so a restart on the same folder opens the same wallets), or a throwaway one for a
 * store in memory. Production without a configured key, or PostgreSQL without a key or a folder
 * to keep one in, refuses to start.
 */
export function readKeyEncryptionKey(source: KeyEncryptionSource): Buffer {
  if (source.configured) return decode(source.configured)
  if (source.production)
    throw new Error('SECURE_KEY_ENCRYPTION_KEY is required in production (32 bytes, hex or base64)')
  if (source.dataDir) {
    const file = join(source.dataDir, DEV_KEY_FILE)
    if (existsSync(file)) return decode(readFileSync(file, 'utf8'))
    mkdirSync(source.dataDir, { recursive: true })
    const key = randomBytes(32)
    writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' })
    return key
  }
  if (source.external)
    throw new Error(
      'A key encryption key (or a data folder to keep one in) is required with DATABASE_URL',
    )
  return randomBytes(32)
}
