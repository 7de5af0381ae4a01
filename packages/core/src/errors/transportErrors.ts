import { BaseError, type BaseErrorParameters } from './BaseError'

// Errors of the HTTP client and the JSON-RPC transport (SPEC §7, §8).

/** 'HTTP status code: {n}' — the server answered with a non-2xx status. */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  readonly status: number
  readonly url: string
  readonly body: unknown
  readonly headers: Headers | undefined
  constructor(
    parameters: BaseErrorParameters & {
      status: number
      url: string
      body?: unknown
      headers?: Headers
    },
  ) {
    super(`HTTP status code: ${parameters.status}`, {
      metaMessages: [`URL: ${parameters.url}`],
      ...parameters,
    })
    this.status = parameters.status
    this.url = parameters.url
    this.body = parameters.body
    this.headers = parameters.headers
  }
}

/** The request did not complete within its timeout. */
export class TimeoutError extends BaseError {
  override name = 'TimeoutError'
  readonly timeoutMs: number
  readonly url: string
  constructor(parameters: BaseErrorParameters & { timeoutMs: number; url: string }) {
    super('The request took too long to respond.', {
      metaMessages: [`URL: ${parameters.url}`, `Timeout: ${parameters.timeoutMs} ms`],
      ...parameters,
    })
    this.timeoutMs = parameters.timeoutMs
    this.url = parameters.url
  }
}

/** 'Request was aborted' — the caller's AbortSignal fired. */
export class AbortedError extends BaseError {
  override name = 'AbortedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Request was aborted', parameters)
  }
}

/** The response body was larger than the configured maximum; it was not parsed. */
export class ResponseBodyTooLargeError extends BaseError {
  override name = 'ResponseBodyTooLargeError'
  readonly maxBytes: number
  constructor(parameters: BaseErrorParameters & { maxBytes: number; url: string }) {
    super(`Response body is larger than ${parameters.maxBytes} bytes.`, {
      metaMessages: [`URL: ${parameters.url}`],
      ...parameters,
    })
    this.maxBytes = parameters.maxBytes
  }
}

/** The response body is not valid JSON. */
export class InvalidJsonResponseError extends BaseError {
  override name = 'InvalidJsonResponseError'
  readonly body: string
  constructor(parameters: BaseErrorParameters & { body: string; url: string }) {
    super('The response body is not valid JSON.', {
      metaMessages: [`URL: ${parameters.url}`],
      ...parameters,
    })
    this.body = parameters.body
  }
}

/** A JSON-RPC error object returned by the server (`code`, `message`, `data`). */
export class RpcResponseError extends BaseError {
  override name = 'RpcResponseError'
  readonly code: number
  readonly data: unknown
  constructor(
    parameters: BaseErrorParameters & { code: number; message?: string; data?: unknown },
  ) {
    super(parameters.message || `RPC error ${parameters.code}`, parameters)
    this.code = parameters.code
    this.data = parameters.data
  }
}

/** The JSON-RPC reply is malformed: wrong or missing id, both result and error, bad error code. */
export class InvalidRpcResponseError extends BaseError {
  override name = 'InvalidRpcResponseError'
  readonly response: unknown
  constructor(reason: string, parameters: BaseErrorParameters & { response?: unknown } = {}) {
    super(`Invalid JSON-RPC response: ${reason}`, parameters)
    this.response = parameters.response
  }
}

/** 'No URL was provided to the Transport'. */
export class NoTransportUrlError extends BaseError {
  override name = 'NoTransportUrlError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No URL was provided to the Transport', parameters)
  }
}

/** The request never got an HTTP response (connection refused, reset, DNS failure). */
export class NetworkRequestError extends BaseError {
  override name = 'NetworkRequestError'
  readonly url: string
  constructor(parameters: BaseErrorParameters & { url: string }) {
    super('Network request failed', { metaMessages: [`URL: ${parameters.url}`], ...parameters })
    this.url = parameters.url
  }
}
