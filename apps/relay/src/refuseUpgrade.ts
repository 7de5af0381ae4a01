import type { Duplex } from 'node:stream'

const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
}

/**
 * Answers a WebSocket upgrade (or a request the HTTP parser refused) with a plain HTTP error, then
 * reads and drops whatever the client still sends until it closes, so the answer is not lost to a
 * connection reset; a client that never closes is cut off after a few seconds.
 */
export function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  const body = JSON.stringify({ error: reason })
  if (!socket.writable) {
    socket.destroy()
    return
  }
  socket.end(
    `HTTP/1.1 ${status} ${statusTexts[status] ?? 'Error'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body,
  )
  socket.on('data', () => {})
  socket.on('error', () => {})
  socket.resume()
  setTimeout(() => socket.destroy(), 5_000).unref()
}
