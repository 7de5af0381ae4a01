import { PairingUriError } from './PairingUriError'

/** The parts of a WalletConnect v2 pairing URI. */
export type PairingUri = {
  readonly topic: string
  readonly symKey: string
  readonly relayProtocol: string
  /** Unix seconds after which the pairing is void, when the URI says. */
  readonly expiryTimestamp?: number
}

/** Longest URI accepted (a real one is about 200 characters). */
export const MAX_PAIRING_URI_LENGTH = 2048

const hex64 = /^[0-9a-f]{64}$/

/**
 * Parses and checks a `wc:` pairing URI (`wc:<topic>@2?relay-protocol=irn&symKey=<key>
 * [&expiryTimestamp=<s>]`). Throws PairingUriError with a plain reason for anything else: an empty
 * value, another scheme, a v1 URI, a bad topic or key, or an expired pairing.
 */
export function parsePairingUri(value: unknown, nowMs: number = Date.now()): PairingUri {
  if (typeof value !== 'string' || value.trim() === '')
    throw new PairingUriError('empty', 'Paste a pairing URI (it starts with "wc:").')
  const uri = value.trim()
  if (uri.length > MAX_PAIRING_URI_LENGTH)
    throw new PairingUriError(
      'too-long',
      `The URI is longer than ${MAX_PAIRING_URI_LENGTH} characters.`,
    )
  if (!uri.startsWith('wc:'))
    throw new PairingUriError('scheme', 'A pairing URI starts with "wc:".')
  const match = /^wc:([^@?]*)@([^?]*)\?(.*)$/.exec(uri)
  if (!match)
    throw new PairingUriError('malformed', 'The URI is not of the form wc:<topic>@2?<parameters>.')
  const [, topic = '', version = '', query = ''] = match
  if (version !== '2')
    throw new PairingUriError(
      'version',
      `This is a WalletConnect version ${version || '?'} URI; only version 2 is supported.`,
    )
  if (!hex64.test(topic))
    throw new PairingUriError('topic', 'The pairing topic must be 64 lowercase hex characters.')
  const params = new URLSearchParams(query)
  const relayProtocol = params.get('relay-protocol')
  if (!relayProtocol)
    throw new PairingUriError('relay-protocol', 'The URI has no relay-protocol parameter.')
  const symKey = params.get('symKey')
  if (!symKey || !hex64.test(symKey))
    throw new PairingUriError('sym-key', 'The URI has no valid symKey (64 hex characters).')
  const expiry = params.get('expiryTimestamp')
  if (expiry === null) return { topic, symKey, relayProtocol }
  if (!/^\d{1,12}$/.test(expiry))
    throw new PairingUriError(
      'expiry',
      `The expiryTimestamp "${expiry}" is not a number of seconds.`,
    )
  const expiryTimestamp = Number(expiry)
  if (expiryTimestamp * 1000 <= nowMs)
    throw new PairingUriError(
      'expired',
      'This pairing URI has expired: ask the dapp for a new one.',
    )
  return { topic, symKey, relayProtocol, expiryTimestamp }
}
