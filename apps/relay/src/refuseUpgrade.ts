import type { Duplex } from 'node:stream'

/** Answers a WebSocket upgrade with a plain HTTP error and closes the socket. */
export function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  const statusText = status === 401 ? 'Unauthorized' : 'Bad Request'
  const body = JSON.stringify({ error: reason })
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body,
  )
}
