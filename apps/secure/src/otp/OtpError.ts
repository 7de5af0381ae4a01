/** Why a one-time code step failed; `status` is the HTTP status the API answers with. */
export class OtpError extends Error {
  override name = 'OtpError'
  readonly status: number
  constructor(message: string, status = 400) {
    super(message)
    this.status = status
  }
}
