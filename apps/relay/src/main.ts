import { startRelay } from './startRelay'

/**
 * Runs the relay standalone: `appkit-relay [--port N] [--redis URL]`, or the RELAY_PORT and
 * REDIS_URL variables; port 4455 by default. Without a Redis URL it starts a throwaway
 * redis-server of its own; give every relay process of a deployment the same URL.
 */
async function main(): Promise<void> {
  const flag = (name: string) => {
    const index = process.argv.indexOf(name)
    return index >= 0 ? process.argv[index + 1] : undefined
  }
  const port = Number(flag('--port') ?? process.env.RELAY_PORT ?? 4455)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`Invalid relay port: ${port}`)
  }
  const redisUrl = flag('--redis') ?? process.env.REDIS_URL
  const relay = await startRelay({
    port,
    ...(redisUrl ? { redisUrl } : {}),
    log: (line) => console.log(`[relay] ${line}`),
  })
  console.log(`[relay] storing in ${relay.redisUrl}`)
  console.log(`[relay] listening on ${relay.url}`)
  const shutdown = () => {
    relay.stop().then(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
