// The API benchmark (not a test): `pnpm --filter @appkit/api bench [--duration 10] [--connections 10]`.
// Starts the devnet and the API on 127.0.0.1 (PGlite in memory, or DATABASE_URL), then runs
// autocannon against /getWallets?page=1&entries=40 and the balance route, and prints req/s and p99.
import { DEV_ACCOUNT, startDevnet } from '@appkit/test'
import autocannon from 'autocannon'
import { devnetApiConfig } from '../src/devnetApiConfig'
import { startApiServer } from '../src/server/startApiServer'

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const value = i > 0 ? Number(process.argv[i + 1]) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
  return value
}

const duration = flag('duration', 10)
const connections = flag('connections', 10)
const devnet = await startDevnet()
const server = await startApiServer(
  devnetApiConfig(devnet, {
    database: process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {},
    logger: { level: 'warn' },
    rateLimit: false,
  }),
)
const routes = [
  { name: 'getWallets page 1, 40 entries', path: '/getWallets?page=1&entries=40' },
  {
    name: 'balance (chain 1, ETH + USDC)',
    path: `/v1/account/${DEV_ACCOUNT.address}/balance?currency=usd&chainId=eip155:1`,
  },
]
try {
  console.log(
    `database ${server.ctx.db.kind}, ${connections} connections, ${duration} s per route, node ${process.version}`,
  )
  for (const route of routes) {
    const result = await autocannon({ url: `${server.url}${route.path}`, connections, duration })
    const errors = result.errors + result.timeouts + result.non2xx
    console.log(
      `${route.name}: ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors, ${result.requests.total} requests`,
    )
  }
} finally {
  await server.close()
  await devnet.stop()
}
