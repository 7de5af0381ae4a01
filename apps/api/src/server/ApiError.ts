/** An error the client caused or may see: carries its HTTP status and a short message. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError'
  readonly statusCode: number
  readonly details: unknown

  constructor(
    statusCode: number,
    message: string,
    options: { details?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.statusCode = statusCode
    this.details = options.details
  }
}

/** 400: the request is malformed or breaks a rule. */
export class BadRequestError extends ApiError {
  override readonly name = 'BadRequestError'
  constructor(message: string, options?: { details?: unknown; cause?: unknown }) {
    super(400, message, options)
  }
}

/** 401/403: the caller may not do this. */
export class ForbiddenError extends ApiError {
  override readonly name = 'ForbiddenError'
  constructor(message: string, statusCode: 401 | 403 = 403) {
    super(statusCode, message)
  }
}

/** 404: no such thing. */
export class NotFoundError extends ApiError {
  override readonly name = 'NotFoundError'
  constructor(message: string) {
    super(404, message)
  }
}

/** 409: the thing exists already. */
export class ConflictError extends ApiError {
  override readonly name = 'ConflictError'
  constructor(message: string) {
    super(409, message)
  }
}

/** 502: an upstream (chain RPC) failed. */
export class UpstreamError extends ApiError {
  override readonly name = 'UpstreamError'
  constructor(message: string, cause?: unknown) {
    super(502, message, { cause })
  }
}
