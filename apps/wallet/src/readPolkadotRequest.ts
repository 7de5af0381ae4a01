import type { SignerPayloadJSON } from '@polkadot/types/types'
import { isHex, stringToHex } from 'viem'
import { isObject, readText } from './requestFields'
import {
  InvalidRequestParamsError,
  UnsupportedMethodError,
  WalletRequestError,
} from './WalletRequestError'

/** A Polkadot signing request, read from its WalletConnect params (a frozen copy: what is shown is signed). */
export type PolkadotRequest =
  | {
      readonly method: 'polkadot_signMessage'
      readonly chain: string
      readonly address: string
      /** The message bytes, hex (a text message is taken as its UTF-8 bytes). */
      readonly message: `0x${string}`
    }
  | {
      readonly method: 'polkadot_signTransaction'
      readonly chain: string
      readonly address: string
      readonly payload: SignerPayloadJSON
    }

const hexField = (value: unknown, what: string): `0x${string}` => {
  if (typeof value !== 'string' || !isHex(value))
    throw new InvalidRequestParamsError(`${what} must be hex.`)
  return value
}

/** The payload fields the signature covers, each checked (hex, or the version number). */
function readPayload(value: unknown, chain: string): SignerPayloadJSON {
  if (!isObject(value))
    throw new InvalidRequestParamsError('The transactionPayload must be an object.')
  const field = (name: string) => hexField(value[name], `The transactionPayload’s ${name}`)
  if (
    !Array.isArray(value.signedExtensions) ||
    value.signedExtensions.some((name) => typeof name !== 'string')
  )
    throw new InvalidRequestParamsError('The transactionPayload’s signedExtensions must be names.')
  if (!Number.isSafeInteger(value.version))
    throw new InvalidRequestParamsError('The transactionPayload’s version must be a number.')
  const payload = {
    address: String(value.address),
    blockHash: field('blockHash'),
    blockNumber: field('blockNumber'),
    era: field('era'),
    genesisHash: field('genesisHash'),
    method: field('method'),
    nonce: field('nonce'),
    signedExtensions: [...(value.signedExtensions as string[])],
    specVersion: field('specVersion'),
    tip: field('tip'),
    transactionVersion: field('transactionVersion'),
    version: value.version as number,
    ...(value.assetId !== undefined ? { assetId: field('assetId') } : {}),
    ...(value.metadataHash !== undefined ? { metadataHash: field('metadataHash') } : {}),
    ...(value.mode !== undefined ? { mode: Number(value.mode) } : {}),
  } as SignerPayloadJSON
  const reference = chain.slice('polkadot:'.length)
  if (!payload.genesisHash.toLowerCase().startsWith(`0x${reference}`))
    throw new InvalidRequestParamsError(
      `The transaction is for genesis ${payload.genesisHash}, not ${chain}.`,
    )
  return payload
}

/**
 * Reads `polkadot_signMessage` (`{ address, message }`) or `polkadot_signTransaction`
 * (`{ address, transactionPayload }`, WalletConnect's Polkadot RPC) on `chain` into a frozen
 * PolkadotRequest. A transaction must be for the request's chain (its genesis hash starts with the
 * CAIP-2 reference). `holds` tells whether the page has the key of an address (any SS58 format).
 * Throws InvalidRequestParamsError for malformed params, a 4100 WalletRequestError for an address
 * the page holds no key for, and UnsupportedMethodError (4200) for other methods.
 */
export function readPolkadotRequest(
  chain: string,
  method: string,
  params: unknown,
  holds: ((address: string) => boolean) | undefined,
): PolkadotRequest {
  if (method !== 'polkadot_signMessage' && method !== 'polkadot_signTransaction')
    throw new UnsupportedMethodError(method)
  const fields = isObject(params) ? params : {}
  const address = readText(fields.address, 'The address')
  if (!holds?.(address))
    throw new WalletRequestError(4100, `The dev wallet holds no key for ${address}.`)
  if (method === 'polkadot_signMessage') {
    const text = readText(fields.message, 'The message')
    const message = isHex(text) ? text : stringToHex(text)
    return Object.freeze({ method, chain, address, message })
  }
  const payload = Object.freeze(readPayload(fields.transactionPayload, chain))
  Object.freeze(payload.signedExtensions)
  return Object.freeze({ method, chain, address, payload })
}
