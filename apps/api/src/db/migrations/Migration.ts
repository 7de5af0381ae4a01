/** One schema change: statements run in one transaction, recorded by name. */
export interface Migration {
  name: string
  statements: readonly string[]
}
