/** A Farcaster sign-in that is refused: `status` is the API answer's HTTP status. */
export class FarcasterError extends Error {
  override name = 'FarcasterError'
  readonly status: number

  constructor(message: string, status = 401) {
    super(message)
    this.status = status
  }
}
