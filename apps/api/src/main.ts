import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ApiConfig } from './config'
import { type DevnetLike, devnetApiConfig } from './devnetApiConfig'
import { startApiServer } from './server/startApiServer'

// The start script: `pnpm --filter @appkit/api start`. Configuration from the environment:
// API_HOST (127.0.0.1), API_PORT (8787), DATABASE_URL (else PGlite in API_DATA_DIR, default
// apps/api/.data/pglite), APPKIT_DEVNET_FILE (a devnet info file written by @appkit/test: its chains,
// USDC and the NFT), API_ALLOWED_ORIGINS (comma-separated), API_NAME_SUFFIX.
const env = process.env
const devnet = env.APPKIT_DEVNET_FILE
  ? (JSON.parse(readFileSync(env.APPKIT_DEVNET_FILE, 'utf8')) as DevnetLike)
  : undefined
const base: ApiConfig = {
  host: env.API_HOST ?? '127.0.0.1',
  port: Number(env.API_PORT ?? 8787),
  database: env.DATABASE_URL
    ? { url: env.DATABASE_URL }
    : { dataDir: env.API_DATA_DIR ?? join(import.meta.dirname, '..', '.data', 'pglite') },
  ...(env.API_ALLOWED_ORIGINS ? { allowedOrigins: env.API_ALLOWED_ORIGINS.split(',') } : {}),
  ...(env.API_NAME_SUFFIX ? { nameSuffix: env.API_NAME_SUFFIX } : {}),
}
const server = await startApiServer(devnet ? devnetApiConfig(devnet, base) : base)
server.app.log.info({ url: server.url, database: server.ctx.db.kind }, 'api listening')

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    server.app.log.info({ signal }, 'shutting down')
    server.close().then(
      () => process.exit(0),
      (error) => {
        server.app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}
