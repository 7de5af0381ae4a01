import { startRelay } from './startRelay'

/** Runs the relay standalone: `appkit-relay [--port N]`, or the RELAY_PORT variable; default 4455. */
async function main(): Promise<void> {
  const flag = process.argv.indexOf('--port')
  const port = Number(flag >= 0 ? process.argv[flag + 1] : (process.env.RELAY_PORT ?? 4455))
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`Invalid relay port: ${port}`)
  }
  const relay = await startRelay({ port, log: (line) => console.log(`[relay] ${line}`) })
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
