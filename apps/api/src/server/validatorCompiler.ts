import Ajv, { type Options } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchemaCompiler } from 'fastify'

/** Fastify's own validator defaults, minus coercion (each part below says whether it coerces). */
const common: Options = {
  useDefaults: true,
  removeAdditional: true,
  allowUnionTypes: true,
  // One error is enough to answer, and stops a costly walk of a hostile body (ajv's DoS note).
  allErrors: false,
}

function createAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ ...common, coerceTypes })
  addFormats(ajv)
  return ajv
}

/**
 * The route schemas' validator: a query string, path parameter or header is text, so its numbers
 * and booleans are coerced from strings; a JSON body is typed already, so it is not (a numeric
 * `eventId` or a string `timestamp` is refused, not converted).
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const coercing = createAjv(true)
  const strict = createAjv(false)
  return ({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema as object) as ReturnType<
      FastifySchemaCompiler<unknown>
    >
}
