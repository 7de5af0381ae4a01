// The API benchmark (not a test):
//   pnpm --filter @appkit/api bench [--duration 10] [--connections 10,50] [--databases pglite,postgres]
// Starts the devnet, then for each database (PGlite in memory; PostgreSQL: a throwaway cluster on a
// unix socket, or DATABASE_URL when set) the API on 127.0.0.1, and runs autocannon against
// /getWallets?page=1&entries=40 and the balance route at each connection count; prints req/s, p50, p99.
import { DEV_ACCOUNT, startDevnet } from '@appkit/test'
import autocannon from 'autocannon'
import { devnetApiConfig } from '../src/devnetApiConfig'
import { startApiServer } from '../src/server/startApiServer'
import { startThrowawayPostgres } from '../test/postgresGlobalSetup'

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback
}

function positive(name: string, text: string): number {
  const value = Number(text)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be positive numbers`)
  return value
}

const duration = positive('duration', flag('duration', '10'))
const connectionCounts = flag('connections', '10,50')
  .split(',')
  .map((text) => positive('connections', text))
const databases = flag('databases', 'pglite,postgres').split(',')
for (const database of databases)
  if (database !== 'pglite' && database !== 'postgres')
    throw new Error(`--databases takes pglite and postgres, not ${database}`)

const routes = [
  { name: 'GET /getWallets?page=1&entries=40', path: '/getWallets?page=1&entries=40' },
  {
    name: 'GET /v1/account/{address}/balance (eip155:1)',
    path: `/v1/account/${DEV_ACCOUNT.address}/balance?currency=usd&chainId=eip155:1`,
  },
]

const devnet = await startDevnet()
console.log(`node ${process.version}, ${duration} s per run, loopback`)
try {
  for (const database of databases) {
    const cluster =
      database === 'postgres' && !process.env.DATABASE_URL ? startThrowawayPostgres() : undefined
    const url = database === 'postgres' ? (process.env.DATABASE_URL ?? cluster?.url) : undefined
    const server = await startApiServer(
      devnetApiConfig(devnet, {
        database: url ? { url } : {},
        logger: { level: 'warn' },
        rateLimit: false,
        indexer: false,
      }),
    )
    try {
      for (const route of routes) {
        for (const connections of connectionCounts) {
          const result = await autocannon({
            url: `${server.url}${route.path}`,
            connections,
            duration,
          })
          const errors = result.errors + result.timeouts + result.non2xx
          console.log(
            `${server.ctx.db.kind.padEnd(8)} ${route.name}, ${connections} connections: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors, ${result.requests.total} requests`,
          )
        }
      }
    } finally {
      await server.close()
      cluster?.stop()
    }
  }
} finally {
  await devnet.stop()
}
