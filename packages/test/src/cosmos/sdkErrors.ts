/**
 * The cosmos-sdk error codes (codespace `sdk`) the simulator answers with, as a node puts them in
 * a CheckTx or DeliverTx result: `code`, `codespace` and a log ending in the error's own text.
 */
export const SDK_ERRORS = {
  txDecode: [2, 'tx parse error'],
  invalidSequence: [3, 'invalid sequence'],
  unauthorized: [4, 'unauthorized'],
  insufficientFunds: [5, 'insufficient funds'],
  unknownRequest: [6, 'unknown request'],
  invalidAddress: [7, 'invalid address'],
  invalidPubKey: [8, 'invalid pubkey'],
  unknownAddress: [9, 'unknown address'],
  invalidCoins: [10, 'invalid coins'],
  outOfGas: [11, 'out of gas'],
  insufficientFee: [13, 'insufficient fee'],
  invalidRequest: [18, 'invalid request'],
  invalidChainId: [28, 'tx intended signer does not match the given signer'],
  wrongSequence: [32, 'incorrect account sequence'],
} as const

/** A failed CheckTx/DeliverTx: an sdk error code and its log. */
export class CosmosTxError extends Error {
  override readonly name = 'CosmosTxError'
  readonly code: number
  readonly codespace = 'sdk'
  constructor(kind: keyof typeof SDK_ERRORS, detail: string) {
    const [code, text] = SDK_ERRORS[kind]
    super(`${detail}: ${text}`)
    this.code = code
  }
}
