import { makeSignDoc as makeAminoSignDoc, type StdFee, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { makeSignBytes, Registry } from '@cosmjs/proto-signing'
import { AminoTypes, createDefaultAminoConverters, defaultRegistryTypes } from '@cosmjs/stargate'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import type { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { CosmosTxError } from './sdkErrors'

const registry = new Registry(defaultRegistryTypes)
const aminoTypes = new AminoTypes(createDefaultAminoConverters())

/** What the chain knows when it checks a transaction's one signature. */
export type SignatureCheck = {
  readonly raw: TxRaw
  readonly body: TxBody
  readonly authInfo: AuthInfo
  readonly chainId: string
  readonly accountNumber: bigint
  readonly sequence: bigint
  readonly pubkey: Uint8Array
}

/** The bytes the signer signed, rebuilt from the chain's own values (chain id, account number). */
function signBytesOf(check: SignatureCheck, mode: SignMode): Uint8Array {
  if (mode === SignMode.SIGN_MODE_DIRECT)
    return makeSignBytes({
      bodyBytes: check.raw.bodyBytes,
      authInfoBytes: check.raw.authInfoBytes,
      chainId: check.chainId,
      accountNumber: check.accountNumber,
    })
  if (mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON) {
    const { fee } = check.authInfo
    const stdFee: StdFee = {
      amount: (fee?.amount ?? []).map(({ denom, amount }) => ({ denom, amount })),
      gas: (fee?.gasLimit ?? 0n).toString(),
      ...(fee?.granter ? { granter: fee.granter } : {}),
      ...(fee?.payer ? { payer: fee.payer } : {}),
    }
    const messages = check.body.messages.map((any) =>
      aminoTypes.toAmino({ typeUrl: any.typeUrl, value: registry.decode(any) }),
    )
    const timeout = check.body.timeoutHeight
    return serializeSignDoc(
      makeAminoSignDoc(
        messages,
        stdFee,
        check.chainId,
        check.body.memo,
        check.accountNumber,
        check.sequence.toString(),
        timeout ? timeout : undefined,
      ),
    )
  }
  throw new CosmosTxError('invalidRequest', `sign mode ${mode} is not supported by the simulator`)
}

/**
 * SIMULATOR: verifies the one secp256k1 signature of a transaction as the ante handler of a
 * cosmos-sdk chain does, with cosmjs' own code: the sign bytes are rebuilt from this chain's id
 * and the signer's account number and sequence (SIGN_MODE_DIRECT: the SignDoc; amino JSON: the
 * StdSignDoc from the messages' amino form), hashed with SHA-256 and checked against `pubkey`.
 * A signature made for another chain id, account number or sequence does not verify.
 */
export async function verifyTxSignature(check: SignatureCheck): Promise<boolean> {
  const mode = check.authInfo.signerInfos[0]?.modeInfo?.single?.mode
  const signature = check.raw.signatures[0]
  if (mode === undefined || !signature || signature.length !== 64) return false
  const hash = sha256(signBytesOf(check, mode))
  return Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(signature),
    hash,
    check.pubkey,
  )
}
