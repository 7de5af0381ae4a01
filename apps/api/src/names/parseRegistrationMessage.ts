import { BadRequestError } from '../server/ApiError'

/** The signed registration message (SPEC §7): JSON with name, empty attributes and a timestamp in seconds. */
export interface RegistrationMessage {
  name: string
  attributes: Record<string, never>
  timestamp: number
}

/** Parses and checks the shape of the message; throws BadRequestError on anything else. */
export function parseRegistrationMessage(message: string): RegistrationMessage {
  let value: unknown
  try {
    value = JSON.parse(message)
  } catch {
    throw new BadRequestError('message must be JSON {name, attributes, timestamp}')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadRequestError('message must be JSON {name, attributes, timestamp}')
  }
  const { name, attributes, timestamp } = value as Record<string, unknown>
  if (typeof name !== 'string') throw new BadRequestError('message.name must be a string')
  if (
    typeof attributes !== 'object' ||
    attributes === null ||
    Array.isArray(attributes) ||
    Object.keys(attributes).length > 0
  ) {
    throw new BadRequestError('message.attributes must be an empty object')
  }
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new BadRequestError('message.timestamp must be whole seconds')
  }
  return { name, attributes: {}, timestamp }
}
