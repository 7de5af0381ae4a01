import { createServer } from 'node:net'

/**
 * A free TCP port on 127.0.0.1, for a child process that cannot report a port it picked itself
 * (bitcoind, chopsticks). Another process may take it before the child binds it: callers retry.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}
