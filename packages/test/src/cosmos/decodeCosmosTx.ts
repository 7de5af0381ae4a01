import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { CosmosTxError } from './sdkErrors'

/** The one message type the simulated bank ledger executes. */
export const MSG_SEND_TYPE_URL = '/cosmos.bank.v1beta1.MsgSend'

/** A decoded transaction: its raw parts, its sends and its one signer. */
export type DecodedCosmosTx = {
  readonly raw: TxRaw
  readonly body: TxBody
  readonly authInfo: AuthInfo
  readonly sends: readonly MsgSend[]
  /** The sender of every message (the simulator takes one signer per transaction). */
  readonly signer: string
  /** The secp256k1 public key in the signer info, if given. */
  readonly pubkey: Uint8Array | undefined
  readonly sequence: bigint
}

/**
 * SIMULATOR: decodes `TxRaw` bytes as a cosmos-sdk node does before its ante handler: body, auth
 * info, one signer info with a secp256k1 key, `MsgSend` messages all sent by that signer. Throws
 * CosmosTxError (tx parse error, unknown request, invalid pubkey) otherwise.
 */
export function decodeCosmosTx(bytes: Uint8Array): DecodedCosmosTx {
  let raw: TxRaw
  let body: TxBody
  let authInfo: AuthInfo
  try {
    raw = TxRaw.decode(bytes)
    body = TxBody.decode(raw.bodyBytes)
    authInfo = AuthInfo.decode(raw.authInfoBytes)
  } catch (cause) {
    throw new CosmosTxError('txDecode', `cannot decode the transaction (${String(cause)})`)
  }
  if (body.messages.length === 0)
    throw new CosmosTxError('invalidRequest', 'must contain at least one message')
  const sends = body.messages.map((any) => {
    if (any.typeUrl !== MSG_SEND_TYPE_URL)
      throw new CosmosTxError(
        'unknownRequest',
        `unrecognized message type ${any.typeUrl} (the simulator executes MsgSend only)`,
      )
    return MsgSend.decode(any.value)
  })
  const signer = sends[0]!.fromAddress
  if (sends.some((send) => send.fromAddress !== signer))
    throw new CosmosTxError('unauthorized', 'the simulator takes one signer per transaction')
  if (authInfo.signerInfos.length !== 1 || raw.signatures.length !== 1)
    throw new CosmosTxError(
      'unauthorized',
      `wrong number of signers; expected 1, got ${authInfo.signerInfos.length}`,
    )
  const info = authInfo.signerInfos[0]!
  let pubkey: Uint8Array | undefined
  if (info.publicKey) {
    if (info.publicKey.typeUrl !== '/cosmos.crypto.secp256k1.PubKey')
      throw new CosmosTxError('invalidPubKey', `unsupported key type ${info.publicKey.typeUrl}`)
    pubkey = PubKey.decode(info.publicKey.value).key
  }
  return { raw, body, authInfo, sends, signer, pubkey, sequence: info.sequence }
}
