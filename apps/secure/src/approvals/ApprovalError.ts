/**
 * A refused approval step: `status` is the HTTP status the API answers with and `code` the
 * EIP-1193 code the dapp sees (4100 unauthorized: not approved, used, expired or another request).
 */
export class ApprovalError extends Error {
  override name = 'ApprovalError'
  readonly status: number
  readonly code: number
  constructor(message: string, status = 403, code = 4100) {
    super(message)
    this.status = status
    this.code = code
  }
}
