import { startSecure } from './server/startSecure'

function readArg(name: string): string | undefined {
  const flag = process.argv.indexOf(`--${name}`)
  return flag >= 0 ? process.argv[flag + 1] : undefined
}

/**
 * Runs the secure site standalone: `appkit-secure --origin http://127.0.0.1:5173 --chain
 * 1=http://127.0.0.1:8545 [--bundler 1=BUNDLER_URL] [--solana REFERENCE=RPC_URL] [--port N] [--smtp host:port]` (repeat
 * --origin, --chain, --bundler and --solana as needed; a chain with a --bundler (an ERC-4337
 * bundler serving EntryPoint v0.7) gets smart accounts; a Solana reference is the CAIP-2 one, the genesis
 * hash's first 32 characters); SECURE_PORT sets the port too (default 4466). Without --smtp, a local SMTP sink takes
 * the e-mails and its HTTP view is printed. The wallets' keys go to PostgreSQL at DATABASE_URL,
 * else PGlite in SECURE_DATA_DIR (default `.data` in the working folder), sealed with
 * SECURE_KEY_ENCRYPTION_KEY (required when NODE_ENV is production; else one is generated in the
 * data folder). SECURE_SESSION_TTL_MS sets the session lifetime.
 */
async function main(): Promise<void> {
  const port = Number(readArg('port') ?? process.env.SECURE_PORT ?? 4466)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Invalid port: ${port}`)
  const values = (name: string) =>
    process.argv.flatMap((arg, i) => (arg === `--${name}` ? [process.argv[i + 1] ?? ''] : []))
  const bundlers = new Map(
    values('bundler').map((value) => {
      const [id, url] = value.split(/=(.*)/s)
      if (!id || !url) throw new Error(`Invalid --bundler ${value}: use ID=BUNDLER_URL`)
      return [id, url] as const
    }),
  )
  const chains = values('chain').map((value) => {
    const [id, rpcUrl] = value.split(/=(.*)/s)
    if (!id || !rpcUrl) throw new Error(`Invalid --chain ${value}: use ID=RPC_URL`)
    const bundlerUrl = bundlers.get(id)
    return { chainId: Number(id), rpcUrl, ...(bundlerUrl ? { smartAccount: { bundlerUrl } } : {}) }
  })
  const solanaChains = values('solana').map((value) => {
    const [reference, rpcUrl] = value.split(/=(.*)/s)
    if (!reference || !rpcUrl) throw new Error(`Invalid --solana ${value}: use REFERENCE=RPC_URL`)
    return { caipNetworkId: `solana:${reference}` as const, rpcUrl }
  })
  const smtpArg = readArg('smtp')
  const [smtpHost, smtpPort] = smtpArg?.split(':') ?? []
  const sessionTtl = process.env.SECURE_SESSION_TTL_MS
  const sessionTtlMs = sessionTtl ? Number(sessionTtl) : undefined
  if (sessionTtlMs !== undefined && !(Number.isInteger(sessionTtlMs) && sessionTtlMs > 0))
    throw new Error(`Invalid SECURE_SESSION_TTL_MS: ${sessionTtl}`)
  const secure = await startSecure({
    port,
    database: {
      url: process.env.DATABASE_URL || undefined,
      dataDir: process.env.SECURE_DATA_DIR || '.data',
    },
    keyEncryptionKey: process.env.SECURE_KEY_ENCRYPTION_KEY || undefined,
    ...(sessionTtlMs ? { sessionTtlMs } : {}),
    allowedOrigins: values('origin'),
    chains,
    solanaChains,
    ...(smtpHost && smtpPort ? { smtp: { host: smtpHost, port: Number(smtpPort) } } : {}),
  })
  console.log(`[secure] listening on ${secure.url}`)
  if (secure.smtpSink) console.log(`[secure] e-mail sink: ${secure.smtpSink.httpUrl}/messages`)
  const shutdown = () => {
    secure.stop().then(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
