import type { Database, DatabaseConfig } from './Database'
import { migrate } from './migrate'
import { openPglite } from './openPglite'
import { openPostgres } from './openPostgres'

/** Opens PostgreSQL when a URL is given, else PGlite, and brings the schema up to date. */
export async function openDatabase(config: DatabaseConfig = {}): Promise<Database> {
  const db = config.url ? await openPostgres(config.url) : await openPglite(config.dataDir)
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
