import { createHash } from 'node:crypto'

/** The subscription id the clients expect: sha256 hex of `topic + clientId`. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex')
}
