/** An error while starting, deploying to or stopping the devnet. */
export class DevnetError extends Error {
  override readonly name = 'DevnetError'
  readonly details: string | undefined

  constructor(message: string, options: { details?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.details = options.details
  }
}
