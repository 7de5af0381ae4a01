/** A schema issue as zod reports it (with `reportInput`). */
export type SchemaIssue = {
  code: string
  path: readonly PropertyKey[]
  message: string
  expected?: string
  input?: unknown
}

function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/**
 * Formats a schema issue with the SPEC §8 messages: 'Required' for a missing value,
 * 'Expected X, received Y' for a wrong type; other issues keep their message.
 */
export function formatSchemaIssue(issue: SchemaIssue): string {
  const where = issue.path.map(String).join('.') || '(root)'
  if (issue.code === 'invalid_type') {
    const text =
      issue.input === undefined
        ? 'Required'
        : `Expected ${issue.expected}, received ${typeName(issue.input)}`
    return `${where}: ${text}`
  }
  return `${where}: ${issue.message}`
}
