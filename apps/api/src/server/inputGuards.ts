import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BadRequestError } from './ApiError'

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** How deep a request's JSON may nest unless its route says less (`config.maxDepth`). */
export const DEFAULT_MAX_DEPTH = 16

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How many levels of objects and arrays this route's body may nest. */
    maxDepth?: number
  }
}

/**
 * The first fault of `value` (walked at most `maxDepth` levels down) that no route accepts: a NUL
 * character, a lone UTF-16 surrogate (not well-formed Unicode, refused by PostgreSQL's jsonb),
 * a number JSON cannot carry (1e309 parses to Infinity), or nesting beyond the bound.
 */
export function findInputFault(
  value: unknown,
  where: string,
  maxDepth: number,
): string | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return `${where} contains a NUL character`
    if (LONE_SURROGATE.test(value))
      return `${where} contains a lone surrogate (not well-formed Unicode)`
    return undefined
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? undefined : `${where} is a number out of range`
  }
  if (value === null || typeof value !== 'object') return undefined
  if (maxDepth <= 0) return `${where} nests deeper than allowed`
  for (const [key, item] of Object.entries(value)) {
    const path = `${where}/${key}`
    const fault = findInputFault(key, `${where} key`, 1) ?? findInputFault(item, path, maxDepth - 1)
    if (fault) return fault
  }
  return undefined
}

/** Decimal text a numeric query or path value must be (no `1e309`, `0x10`, `NaN` or `Infinity`). */
const DECIMAL = { integer: /^-?[0-9]{1,15}$/, number: /^-?[0-9]{1,15}(\.[0-9]{1,18})?$/ }

interface ObjectSchema {
  properties?: Record<string, { type?: unknown }>
}

/**
 * The first query or path value that its route's schema types as a number but that is not plain
 * decimal text: the validator's coercion would turn `1e309` into Infinity and `0x10` into 16.
 */
function findNumberTextFault(values: unknown, schema: unknown, where: string): string | undefined {
  const properties = (schema as ObjectSchema | undefined)?.properties
  if (!properties || values === null || typeof values !== 'object') return undefined
  for (const [key, value] of Object.entries(values)) {
    const type = properties[key]?.type
    if ((type !== 'integer' && type !== 'number') || typeof value !== 'string') continue
    if (!DECIMAL[type].test(value)) return `${where}/${key} must be a decimal ${type}`
  }
  return undefined
}

function guard(request: FastifyRequest): void {
  const maxDepth = request.routeOptions.config.maxDepth ?? DEFAULT_MAX_DEPTH
  const schema = request.routeOptions.schema
  const fault =
    findInputFault(request.query, 'querystring', 2) ??
    findInputFault(request.params, 'params', 2) ??
    findInputFault(request.body, 'body', maxDepth) ??
    findNumberTextFault(request.query, schema?.querystring, 'querystring') ??
    findNumberTextFault(request.params, schema?.params, 'params')
  if (fault) throw new BadRequestError(`Invalid request: ${fault}`)
}

/**
 * Refuses, before any route schema or handler sees it, input no route accepts: NUL characters,
 * lone surrogates and out-of-range numbers anywhere, numeric query or path values that are not
 * plain decimals, and bodies nested deeper than the route's `config.maxDepth` (DEFAULT_MAX_DEPTH). Answers 400 'Invalid request: {where} …'.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => guard(request))
}
