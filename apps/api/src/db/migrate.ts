import type { Database } from './Database'
import { migrations } from './migrations/index'

/** Applies, in order and once each, the migrations not yet recorded in `schema_migrations`. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  )
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  )
  const applied: string[] = []
  for (const migration of migrations) {
    if (done.has(migration.name)) continue
    await db.transaction(async (tx) => {
      for (const statement of migration.statements) await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name])
    })
    applied.push(migration.name)
  }
  return applied
}
