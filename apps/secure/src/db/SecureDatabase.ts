/** The secure site's store of wallet keys: PGlite (a folder, or memory) or PostgreSQL. */
export type SecureDatabase = {
  readonly kind: 'pglite' | 'postgres'
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>
  close(): Promise<void>
}

/** Where the keys live: a PostgreSQL URL, else PGlite in `dataDir`, else PGlite in memory. */
export type SecureDatabaseConfig = { url?: string | undefined; dataDir?: string | undefined }
