/** The one small query interface the routes use, over PGlite and PostgreSQL alike. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Runs `fn` inside one transaction, committed when it resolves and rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** Where the data lives: a PostgreSQL URL, a PGlite data folder, or (neither) PGlite in memory. */
export interface DatabaseConfig {
  url?: string | undefined
  dataDir?: string | undefined
}
