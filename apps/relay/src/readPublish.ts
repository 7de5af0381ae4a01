import type { PublishInput } from './RedisRelayStore'
import { RelayRpcError, relayErrorCodes } from './RelayRpcError'
import { readOptionalNumber, readString } from './readParams'
import type { RelayLimits } from './relayLimits'

/** A pairing-protocol topic: 32 bytes as 64 lowercase hex characters (a sha256 or a random key). */
const topicPattern = /^[0-9a-f]{64}$/
/** An envelope as the clients publish it: base64 (standard or URL alphabet) of the encrypted bytes. */
const base64Pattern = /^[A-Za-z0-9+/_-]+={0,2}$/
const defaultTtlSeconds = 300
/** The clients' tags are four- and five-digit method codes. */
const maxTag = 1_000_000

function invalid(message: string, details?: Record<string, unknown>): RelayRpcError {
  return new RelayRpcError(relayErrorCodes.invalidParams, message, details ? { details } : {})
}

/** A topic param: 64 lowercase hex characters, as the pairing protocol makes them. */
export function readTopic(params: Record<string, unknown>, key: string): string {
  const value = params[key]
  if (typeof value === 'string' && topicPattern.test(value)) return value
  const length = typeof value === 'string' ? value.length : undefined
  throw invalid(`Invalid params: "${key}" must be a topic of 64 lowercase hex characters`, {
    key,
    ...(length === undefined ? {} : { length }),
  })
}

/** Checks a message's size and alphabet; returns its size in bytes. */
export function checkMessage(message: string, key: string, limits: RelayLimits): number {
  const bytes = Buffer.byteLength(message, 'utf8')
  if (bytes > limits.maxMessageBytes) {
    throw new RelayRpcError(
      relayErrorCodes.messageTooLarge,
      `Message too large: ${bytes} bytes, the limit is ${limits.maxMessageBytes}`,
      { details: { bytes, limit: limits.maxMessageBytes } },
    )
  }
  if (!base64Pattern.test(message)) {
    throw invalid(`Invalid params: "${key}" must be a base64 envelope`, { key })
  }
  return bytes
}

/**
 * Reads and checks one publish: topic shape, message size and alphabet, attestation size, a
 * numeric ttl and an integer tag. Nothing is stored when any of them is off.
 */
export function readPublish(
  params: Record<string, unknown>,
  senderId: string,
  limits: RelayLimits,
  keys: { topic: string; message: string; tag: number },
): PublishInput {
  const topic = readTopic(params, keys.topic)
  const message = readString(params, keys.message)
  checkMessage(message, keys.message, limits)
  const attestation = params.attestation ?? ''
  if (typeof attestation !== 'string')
    throw invalid('Invalid params: "attestation" must be a string')
  if (Buffer.byteLength(attestation, 'utf8') > limits.maxAttestationBytes) {
    throw invalid(`Invalid params: "attestation" is over ${limits.maxAttestationBytes} bytes`)
  }
  const tag = readOptionalNumber(params, 'tag', keys.tag)
  if (!Number.isInteger(tag) || tag < 0 || tag >= maxTag) {
    throw invalid(`Invalid params: "tag" must be an integer from 0 to ${maxTag - 1}`)
  }
  return {
    topic,
    message,
    ttlSeconds: readOptionalNumber(params, 'ttl', defaultTtlSeconds),
    tag,
    // An empty attestation tells the clients there is none, so they ask no verification host.
    attestation,
    senderId,
  }
}

/** A required array of topics no longer than `maxLength`. */
export function readTopics(values: unknown[], key: string): string[] {
  return values.map((value) => readTopic({ [key]: value }, key))
}
