import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable } from './Database'

/** Opens embedded PostgreSQL (PGlite): in memory without `dataDir`, else persisted in that folder. */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create()
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<Row>(sql, params as unknown[])
      return result.rows
    },
  })
  const base = wrap(pg)
  return {
    kind: 'pglite',
    query: base.query,
    async exec(sql) {
      await pg.exec(sql)
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      if (!pg.closed) await pg.close()
    },
  }
}
