/** A session request the wallet refuses before showing it; `code` is sent back to the dapp. */
export class WalletRequestError extends Error {
  override readonly name: string = 'WalletRequestError'
  constructor(
    readonly code: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

/** The method is not one this wallet handles (EIP-1193 4200). */
export class UnsupportedMethodError extends WalletRequestError {
  override readonly name = 'UnsupportedMethodError'
  constructor(method: string) {
    super(4200, `The dev wallet does not support ${method}.`)
  }
}

/** The params are malformed (JSON-RPC -32602). */
export class InvalidRequestParamsError extends WalletRequestError {
  override readonly name = 'InvalidRequestParamsError'
  constructor(message: string, options?: ErrorOptions) {
    super(-32602, message, options)
  }
}
