import type { WalletKitClient } from './createWalletKit'

/** Sends a JSON-RPC result for session request `id` on `topic`. */
export function respondResult(kit: WalletKitClient, topic: string, id: number, result: unknown) {
  return kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
}

/** Sends a JSON-RPC error for session request `id` on `topic`. */
export function respondError(
  kit: WalletKitClient,
  topic: string,
  id: number,
  error: { code: number; message: string },
) {
  return kit.respondSessionRequest({
    topic,
    response: { id, jsonrpc: '2.0', error: { code: error.code, message: error.message } },
  })
}
