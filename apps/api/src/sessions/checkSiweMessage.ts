import { type Address, isAddressEqual } from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { BadRequestError } from '../server/ApiError'

/** The session fields the client sends next to its signed message. */
export interface SiweSessionData {
  accountAddress: string
  chainId: string
  domain: string
  nonce: string
}

/**
 * Parses the EIP-4361 message and checks it against the session data with every check switched on
 * (address, chain, domain, nonce, and time against `nowMs`); when the request came from a page, the
 * message's domain must be that page's host. Throws BadRequestError naming the first mismatch.
 */
export function checkSiweMessage(
  message: string,
  data: SiweSessionData,
  origin: string | undefined,
  nowMs: number,
): void {
  const parsed = parseSiweMessage(message)
  if (!parsed.address || !parsed.domain || !parsed.nonce || parsed.chainId === undefined) {
    throw new BadRequestError('The message is not an EIP-4361 message')
  }
  if (!isAddressEqual(parsed.address, data.accountAddress as Address))
    throw new BadRequestError('The message is for another address')
  if (`eip155:${parsed.chainId}` !== data.chainId)
    throw new BadRequestError('The message is for another chain')
  const valid = validateSiweMessage({
    message: parsed,
    address: data.accountAddress as Address,
    domain: data.domain,
    nonce: data.nonce,
    time: new Date(nowMs),
  })
  if (!valid)
    throw new BadRequestError(
      'The message does not match the session domain and nonce, or is not valid now',
    )
  if (origin !== undefined) {
    let host: string | undefined
    try {
      host = new URL(origin).host
    } catch {
      host = undefined
    }
    if (host !== parsed.domain)
      throw new BadRequestError('The message domain is not the requesting page')
  }
}
