import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { formatSchemaIssue, type SchemaIssue } from './formatSchemaIssue'

const issues = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value, { reportInput: true })
  return result.success ? [] : result.error.issues.map((i) => formatSchemaIssue(i as SchemaIssue))
}

describe('schema issue messages', () => {
  it("SPEC §8 \"Schema messages like 'Required', 'Expected X, received Y'\"", () => {
    const schema = z.object({ a: z.string(), b: z.array(z.number()), c: z.literal('x') })
    expect(issues(schema, { b: 'no', c: 'y' })).toEqual([
      'a: Required',
      'b: Expected array, received string',
      'c: Invalid input',
    ])
    expect(issues(z.number(), null)).toEqual(['(root): Expected number, received null'])
    expect(issues(z.number(), [1])).toEqual(['(root): Expected number, received array'])
  })
})
