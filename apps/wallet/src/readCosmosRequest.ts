import type { StdSignDoc } from '@cosmjs/amino'
import { base64 } from '@scure/base'
import type { WireSignDoc } from './devCosmosAccount'
import { type Fields, isObject, readText as text } from './requestFields'
import {
  InvalidRequestParamsError,
  UnsupportedMethodError,
  WalletRequestError,
} from './WalletRequestError'

/** A Cosmos signing request, read from its WalletConnect params (a copy, frozen: what is shown is signed). */
export type CosmosRequest =
  | {
      readonly method: 'cosmos_signDirect'
      readonly chain: string
      readonly address: string
      readonly signDoc: WireSignDoc
    }
  | {
      readonly method: 'cosmos_signAmino'
      readonly chain: string
      readonly address: string
      readonly signDoc: StdSignDoc
    }

const decimal = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || !/^\d+$/.test(value))
    throw new InvalidRequestParamsError(`${what} must be a decimal string.`)
  return value
}

const bytes = (value: unknown, what: string): string => {
  const encoded = text(value, what)
  try {
    base64.decode(encoded)
  } catch (cause) {
    throw new InvalidRequestParamsError(`${what} is not base64.`, { cause })
  }
  return encoded
}

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

/** An amino sign doc of ADR-036: chain id '', one `sign/MsgSignData` by `signer`. */
export function isAdr036SignDoc(doc: StdSignDoc, signer: string): boolean {
  const [message, ...rest] = doc.msgs
  return (
    doc.chain_id === '' &&
    rest.length === 0 &&
    message?.type === 'sign/MsgSignData' &&
    isObject(message.value) &&
    message.value.signer === signer &&
    typeof message.value.data === 'string'
  )
}

function readDirectDoc(value: unknown, chainId: string): WireSignDoc {
  if (!isObject(value)) throw new InvalidRequestParamsError('The sign doc must be an object.')
  const doc = {
    chainId: text(value.chainId, 'The sign doc’s chainId'),
    accountNumber: decimal(value.accountNumber, 'The sign doc’s accountNumber'),
    authInfoBytes: bytes(value.authInfoBytes, 'The sign doc’s authInfoBytes'),
    bodyBytes: bytes(value.bodyBytes, 'The sign doc’s bodyBytes'),
  }
  if (doc.chainId !== chainId)
    throw new InvalidRequestParamsError(`The sign doc is for ${doc.chainId}, not ${chainId}.`)
  return doc
}

function readAminoDoc(value: unknown, chainId: string, signer: string): StdSignDoc {
  if (!isObject(value)) throw new InvalidRequestParamsError('The sign doc must be an object.')
  const fee = value.fee
  if (!isObject(fee) || !Array.isArray(fee.amount))
    throw new InvalidRequestParamsError('The sign doc’s fee must hold an amount list.')
  if (!Array.isArray(value.msgs) || value.msgs.some((message) => !isObject(message)))
    throw new InvalidRequestParamsError('The sign doc’s msgs must be a list of messages.')
  for (const message of value.msgs as Fields[]) text(message.type, 'A message’s type')
  // A copy: nothing the dapp holds can change what the prompt showed.
  const doc = JSON.parse(
    JSON.stringify({
      chain_id: text(value.chain_id, 'The sign doc’s chain_id'),
      account_number: decimal(value.account_number, 'The sign doc’s account_number'),
      sequence: decimal(value.sequence, 'The sign doc’s sequence'),
      fee: { ...fee, gas: decimal(fee.gas, 'The fee’s gas') },
      msgs: value.msgs,
      memo: text(value.memo ?? '', 'The sign doc’s memo'),
    }),
  ) as StdSignDoc
  if (doc.chain_id !== chainId && !isAdr036SignDoc(doc, signer))
    throw new InvalidRequestParamsError(`The sign doc is for ${doc.chain_id}, not ${chainId}.`)
  return doc
}

/**
 * Reads `cosmos_signDirect` or `cosmos_signAmino` params (`{ signerAddress, signDoc }`, WalletConnect's
 * Cosmos RPC) on `chain` (`cosmos:<chain-id>`) into a frozen CosmosRequest. A sign doc must be for
 * the request's chain, except an ADR-036 one (chain id ''). Throws InvalidRequestParamsError for
 * malformed params, a 4100 WalletRequestError for a signer the page holds no key for, and
 * UnsupportedMethodError (4200) for other methods.
 */
export function readCosmosRequest(
  chain: string,
  method: string,
  params: unknown,
  address: string | undefined,
): CosmosRequest {
  if (method !== 'cosmos_signDirect' && method !== 'cosmos_signAmino')
    throw new UnsupportedMethodError(method)
  const fields = isObject(params) ? params : {}
  const signer = text(fields.signerAddress, 'The signerAddress')
  if (signer !== address)
    throw new WalletRequestError(4100, `The dev wallet holds no key for ${signer}.`)
  const chainId = chain.slice('cosmos:'.length)
  const signDoc =
    method === 'cosmos_signDirect'
      ? readDirectDoc(fields.signDoc, chainId)
      : readAminoDoc(fields.signDoc, chainId, signer)
  return deepFreeze({ method, chain, address: signer, signDoc } as CosmosRequest)
}
