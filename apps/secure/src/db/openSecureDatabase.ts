import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { SecureDatabase, SecureDatabaseConfig } from './SecureDatabase'

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS secure_meta (name text PRIMARY KEY, value bytea NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS wallet_keys (
    identity text PRIMARY KEY,
    sealed bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE IF NOT EXISTS known_devices (
    identity text NOT NULL,
    device text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (identity, device)
  )`,
]

async function openPglite(dataDir: string | undefined): Promise<SecureDatabase> {
  const { PGlite } = await import('@electric-sql/pglite')
  const folder = dataDir ? join(dataDir, 'pglite') : undefined
  if (folder) mkdirSync(folder, { recursive: true })
  const pg = folder ? await PGlite.create(folder) : await PGlite.create()
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await pg.query<Row>(sql, params as unknown[])).rows
    },
    async close() {
      if (!pg.closed) await pg.close()
    },
  }
}

async function openPostgres(url: string): Promise<SecureDatabase> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString: url, max: 4 })
  const probe = await pool.connect() // a wrong URL fails at start, not at the first login
  probe.release()
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query(sql, params as unknown[])).rows as Row[]
    },
    close: () => pool.end(),
  }
}

/**
 * Opens the key store as apps/api opens its database: PostgreSQL when `url` is given
 * (DATABASE_URL), else PGlite persisted under `dataDir/pglite`, else PGlite in memory; then
 * creates its tables if missing.
 */
export async function openSecureDatabase(
  config: SecureDatabaseConfig = {},
): Promise<SecureDatabase> {
  const db = config.url ? await openPostgres(config.url) : await openPglite(config.dataDir)
  try {
    for (const statement of SCHEMA) await db.query(statement)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
