import type { ApiConfig } from '../config'
import { type ApiServer, createApiServer } from './createApiServer'

/** A listening server and its base URL (`http://127.0.0.1:PORT`). */
export interface RunningApiServer extends ApiServer {
  url: string
  port: number
}

/** Builds the API and listens on `config.host` (127.0.0.1) and `config.port` (0: a free port). */
export async function startApiServer(config: ApiConfig = {}): Promise<RunningApiServer> {
  const server = await createApiServer(config)
  try {
    await server.app.listen({ host: server.ctx.config.host, port: server.ctx.config.port })
  } catch (error) {
    await server.close()
    throw error
  }
  const address = server.app.server.address()
  const port = typeof address === 'object' && address ? address.port : server.ctx.config.port
  const host = server.ctx.config.host.includes(':')
    ? `[${server.ctx.config.host}]`
    : server.ctx.config.host
  return { ...server, url: `http://${host}:${port}`, port }
}
