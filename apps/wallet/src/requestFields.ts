import { InvalidRequestParamsError } from './WalletRequestError'

/** The fields of a request's params object, each still unchecked. */
export type Fields = Record<string, unknown>

/** True for a plain object (not null, not an array): params and their nested documents. */
export const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `value` when it is a string; else InvalidRequestParamsError naming `what`. */
export const readText = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw new InvalidRequestParamsError(`${what} must be a string.`)
  return value
}
