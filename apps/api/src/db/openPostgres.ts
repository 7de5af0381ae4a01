import pg from 'pg'
import type { Database, Queryable } from './Database'

// int8 and numeric come back as strings; the routes convert where they need numbers.

/** Opens a pooled connection to the PostgreSQL server at `url`. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // Fail fast on a wrong URL instead of at the first request.
  const probe = await pool.connect()
  probe.release()
  const wrap = (client: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, params as unknown[])
      return result.rows as Row[]
    },
  })
  return {
    kind: 'postgres',
    query: wrap(pool).query,
    async exec(sql) {
      await pool.query(sql)
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(wrap(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
