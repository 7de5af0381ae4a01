/** Query fields SPEC §7 adds to every call: project id, sdk type and sdk version. */
export const sdkQueryProperties = {
  projectId: { type: 'string', maxLength: 64 },
  st: { type: 'string', maxLength: 64 },
  sv: { type: 'string', maxLength: 64 },
} as const

/** A comma-separated list of slugs or CAIP-2 ids (at most 100 items). */
export const csvListSchema = {
  type: 'string',
  maxLength: 4096,
  pattern: '^[-_:.a-zA-Z0-9]+(,[-_:.a-zA-Z0-9]+){0,99}$',
} as const

/** Splits a validated comma-separated list. */
export function splitList(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : value.split(',')
}

/** A comma-separated list of CAIP-2 ids (`namespace:reference`, at most 100). */
export const caip2ListSchema = {
  type: 'string',
  maxLength: 4096,
  pattern: '^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}(,[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}){0,99}$',
} as const
