import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import type { ApiConfig } from '../src/config'
import { type RunningApiServer, startApiServer } from '../src/server/startApiServer'

/** Every suite runs once per database. */
export const databaseKinds = ['pglite', 'postgres'] as const
export type DatabaseKind = (typeof databaseKinds)[number]

/** A fresh, empty database: PGlite in memory, or a new database on the throwaway cluster. */
export async function freshDatabase(kind: DatabaseKind): Promise<{ url?: string }> {
  if (kind === 'pglite') return {}
  const adminUrl = inject('postgresUrl')
  const name = `api_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  return { url: adminUrl.replace('/postgres?', `/${name}?`) }
}

/** Starts the API on 127.0.0.1:0 over a fresh database of that kind, quiet unless told otherwise. */
export async function startTestServer(
  kind: DatabaseKind,
  config: ApiConfig = {},
): Promise<RunningApiServer> {
  return startApiServer({
    logger: false,
    indexer: false,
    ...config,
    database: await freshDatabase(kind),
  })
}
