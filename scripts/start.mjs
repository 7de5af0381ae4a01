#!/usr/bin/env node
// Starts the local services on 127.0.0.1 (devnet, ERC-4337 bundlers, API, Redis and the WalletConnect relay on it, secure site with
// its e-mail sink, dev wallet page, demo), in order, prints their URLs, and on Ctrl-C (SIGINT) or SIGTERM stops them in reverse
// order, each by the pid it started. To add a service, add an entry
// to `services`: its start(context) resolves to { lines, stop } once it answers.
// Usage: node scripts/start.mjs [--port <demo port, default 5173; a free one if taken>]
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { register } from 'tsx/esm/api'

register() // the workspace packages are TypeScript sources; tsx loads them as they are

const root = new URL('..', import.meta.url).pathname
const dataDir = join(root, '.data')
const host = '127.0.0.1'
const portFlag = process.argv.indexOf('--port')
const demoPort = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 5173
if (!Number.isInteger(demoPort) || demoPort < 0 || demoPort > 65535) {
  console.error('usage: node scripts/start.mjs [--port <demo port, 0-65535>]')
  process.exit(2)
}

/** Resolves to `port` if it is free on 127.0.0.1 (0: any free port), else to undefined. */
function probePort(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(undefined))
    server.listen(port, host, () => {
      const bound = server.address().port
      server.close(() => resolve(bound))
    })
  })
}

/** Spawns a long-running child with its output prefixed; `stop()` ends it by its pid. */
function spawnService(name, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) out.write(`[${name}] ${line}\n`)
    })
  prefix(child.stdout, process.stdout)
  prefix(child.stderr, process.stderr)
  child.once('exit', (code, signal) => {
    if (!shuttingDown) fail(new Error(`${name} exited (code ${code}, signal ${signal})`))
  })
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
      child.once('exit', () => {
        clearTimeout(timer)
        resolve()
      })
      child.kill('SIGTERM')
    })
  return { child, stop }
}

/** Waits until `url` answers 200, failing early if `child` exits. */
async function waitForHttp(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url}: server exited`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/**
 * The devnet: anvil for chains 1 and 137 with the project's contracts, Solana, the Cosmos
 * simulator, the Bitcoin regtest node and the Polkadot chain (chopsticks) with the dev keys funded
 * (@appkit/test).
 */
async function startDevnetService(context) {
  const { startDevnet, writeDevnetFile, DEVNET_FILE_ENV } = await import(
    '../packages/test/src/exports/index.ts'
  )
  const devnet = await startDevnet({ bitcoin: true, polkadot: true })
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, `devnet-start-${process.pid}.json`)
  writeDevnetFile(file, devnet)
  context.env[DEVNET_FILE_ENV] = file
  const { bitcoin, polkadot } = devnet
  return {
    lines: [
      ...devnet.chains.map((chain) => `${chain.name}, chain ${chain.chainId}: ${chain.rpcUrl}`),
      `Solana (devnet, litesvm): ${devnet.solana.rpcUrl} (WebSocket ${devnet.solana.wsUrl})`,
      ...devnet.cosmos.chains.map(
        (chain) =>
          `Cosmos ${chain.chainId} (simulator, a bank ledger; CometBFT RPC and LCD): ${chain.rpcUrl}`,
      ),
      `Bitcoin regtest (bitcoind, ${bitcoin.chainId}): ${bitcoin.rpcUrl}`,
      // The random password stays in the devnet file, for the API and tests.
      `Bitcoin RPC user ${bitcoin.rpcUser}, password in: ${file}`,
      `Polkadot (chopsticks, Asset Hub Rococo, ${polkadot.chainId}): ${polkadot.rpcUrl}`,
    ],
    stop: async () => {
      rmSync(file, { force: true })
      await devnet.stop()
    },
  }
}

/**
 * The ERC-4337 bundler of each devnet EVM chain: EntryPoint and SimpleAccountFactory v0.7 deployed
 * on it and `@pimlico/alto` on 127.0.0.1 (@appkit/test startBundler); the secure site's smart
 * accounts send through them.
 */
async function startBundlerService(context) {
  const { startBundler } = await import('../packages/test/src/exports/index.ts')
  const { readFileSync } = await import('node:fs')
  const devnet = JSON.parse(readFileSync(context.env.APPKIT_DEVNET_FILE, 'utf8'))
  const started = await Promise.allSettled(
    devnet.chains.map((chain) => startBundler({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
  )
  const bundlers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  )
  const stop = () => Promise.all(bundlers.map((bundler) => bundler.stop())).then(() => {})
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }
  context.bundlers = Object.fromEntries(bundlers.map((bundler) => [bundler.chainId, bundler.url]))
  return {
    lines: bundlers.map(
      (bundler) => `Bundler (alto, ERC-4337), chain ${bundler.chainId}: ${bundler.url}`,
    ),
    stop,
  }
}

/** A database URL fit to print: any password (user info or query) replaced by `***`. */
function redactDatabaseUrl(url) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    if (parsed.searchParams.has('password')) parsed.searchParams.set('password', '***')
    return parsed.toString()
  } catch {
    return '(unparsable DATABASE_URL)'
  }
}

/**
 * The API (apps/api) in this process on the devnet's chains: PostgreSQL at DATABASE_URL when it is
 * set (as `pnpm --filter @appkit/api start` does), else PGlite under apps/api/.data/pglite.
 */
async function startApiService(context) {
  const { startApiServer } = await import('../apps/api/src/exports/index.ts')
  const { devnetApiConfig } = await import('../apps/api/src/devnetApiConfig.ts')
  const { DEV_ACCOUNTS } = await import('../packages/test/src/devAccounts.ts')
  const { readFileSync } = await import('node:fs')
  const devnet = JSON.parse(readFileSync(context.env.APPKIT_DEVNET_FILE, 'utf8'))
  const port = (await probePort(8787)) ?? 0
  const { DATABASE_URL: databaseUrl } = process.env // not a turbo task: no cache to invalidate
  const pgliteDir = join(root, 'apps', 'api', '.data', 'pglite')
  const server = await startApiServer(
    devnetApiConfig(devnet, {
      host,
      port,
      database: databaseUrl ? { url: databaseUrl } : { dataDir: pgliteDir },
      logger: { level: 'warn' },
      // PUBLIC TEST KEY: the dev on-ramp provider's Pay sends devnet USDC from anvil's account 8.
      onrampFundingKey: DEV_ACCOUNTS[8].privateKey,
    }),
  )
  context.env.APPKIT_API_URL = server.url
  const database = databaseUrl
    ? `PostgreSQL at ${redactDatabaseUrl(databaseUrl)} (DATABASE_URL)`
    : `PGlite in ${pgliteDir}`
  return { lines: [`API: ${server.url}`, `API database: ${database}`], stop: () => server.close() }
}

/**
 * The relay's store: a throwaway redis-server (Debian's, installed by bootstrap.sh) on a free
 * 127.0.0.1 port, its data in a temp dir removed on stop; more relay processes may share it.
 */
async function startRedisService(context) {
  const { startRedisServer } = await import('../apps/relay/src/exports/index.ts')
  const redis = await startRedisServer()
  context.redisUrl = redis.url
  return { lines: [`Relay store (Redis): ${redis.url}`], stop: () => redis.stop() }
}

/** The WalletConnect relay (apps/relay) in this process, on that Redis; the pages get VITE_RELAY_URL. */
async function startRelayService(context) {
  const { startRelay } = await import('../apps/relay/src/exports/index.ts')
  const relay = await startRelay({
    port: (await probePort(4455)) ?? 0,
    redisUrl: context.redisUrl,
  })
  context.env.VITE_RELAY_URL = relay.url
  return { lines: [`Relay: ${relay.url}`], stop: () => relay.stop() }
}

/** The demo's port: `--port` when free, else any free one; chosen once (the secure site needs it). */
async function resolveDemoPort(context) {
  context.demoPort ??= (await probePort(demoPort)) ?? (await probePort(0))
  return context.demoPort
}

/**
 * The secure site (apps/secure, the embedded wallet frame for e-mail login) in this process, on
 * the devnet's chains, embeddable by the demo's origin only; login e-mails go to its local SMTP
 * sink, whose messages are listed over HTTP. The pages get VITE_SECURE_URL.
 */
async function startSecureService(context) {
  const { deployDevFarcaster, startSecure } = await import('../apps/secure/src/exports/index.ts')
  const { readFileSync } = await import('node:fs')
  const devnet = JSON.parse(readFileSync(context.env.APPKIT_DEVNET_FILE, 'utf8'))
  const port = await resolveDemoPort(context)
  // The wallets' keys: PostgreSQL at DATABASE_URL, else PGlite under apps/secure/.data, sealed
  // with SECURE_KEY_ENCRYPTION_KEY or (not in production) a key generated in that folder.
  const secureDataDir = join(root, 'apps', 'secure', '.data')
  const { DATABASE_URL: secureDatabaseUrl, SECURE_KEY_ENCRYPTION_KEY: keyEncryptionKey } =
    process.env
  // Farcaster login: an ID registry on the first devnet chain, the relay and app stand-ins.
  const farcaster = await deployDevFarcaster(devnet.chains[0])
  const secure = await startSecure({
    farcaster,
    database: { url: secureDatabaseUrl || undefined, dataDir: secureDataDir },
    keyEncryptionKey: keyEncryptionKey || undefined,
    port: (await probePort(4466)) ?? 0,
    allowedOrigins: [`http://${host}:${port}`, `http://localhost:${port}`],
    chains: devnet.chains.map((chain) => ({
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      name: chain.name,
      symbol: chain.nativeSymbol,
      ...(context.bundlers?.[chain.chainId]
        ? { smartAccount: { bundlerUrl: context.bundlers[chain.chainId] } }
        : {}),
    })),
    // E-mail login on the local Solana cluster too (CAIP-2 reference: the genesis hash's first 32).
    solanaChains: devnet.solana
      ? [
          {
            caipNetworkId: `solana:${devnet.solana.genesisHash.slice(0, 32)}`,
            rpcUrl: devnet.solana.rpcUrl,
          },
        ]
      : [],
  })
  context.env.VITE_SECURE_URL = secure.url
  return {
    lines: [
      `Secure site (e-mail login frame): ${secure.url}`,
      `Login e-mails (SMTP sink): ${secure.smtpSink?.httpUrl}/messages`,
      `Farcaster app (dev stand-in, paste the sign-in link): ${secure.farcasterRelay?.url}/app`,
      `Secure site keys: ${secureDatabaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${secureDataDir}`}`,
    ],
    stop: () => secure.stop(),
  }
}

/** The WalletConnect dev wallet page (apps/wallet, Vite dev server) on the relay and the devnet. */
async function startWalletService(context) {
  const port = (await probePort(5174)) ?? (await probePort(0))
  const args = ['node_modules/vite/bin/vite.js', '--host', host, '--port', String(port)]
  const env = { ...process.env, ...context.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }
  const { child, stop } = spawnService('wallet', process.execPath, [...args, '--strictPort'], {
    cwd: join(root, 'apps', 'wallet'),
    env,
  })
  const url = `http://${host}:${port}/`
  await waitForHttp(url, child)
  context.env.VITE_WALLET_URL = url
  return { lines: [`WalletConnect dev wallet: ${url}`], stop }
}

/** The demo page (apps/demo, Vite dev server); reads the devnet's info from /devnet.json. */
async function startDemoService(context) {
  const port = await resolveDemoPort(context)
  const demoDir = join(root, 'apps', 'demo')
  const args = ['node_modules/vite/bin/vite.js', '--host', host, '--port', String(port)]
  const env = { ...process.env, ...context.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }
  const { child, stop } = spawnService('demo', process.execPath, [...args, '--strictPort'], {
    cwd: demoDir,
    env,
  })
  const url = `http://${host}:${port}/`
  await waitForHttp(url, child)
  return { lines: [`Demo: ${url}`], stop }
}

/** Every service, in start order (the demo last: it reads the others' URLs from context.env). */
const services = [
  { name: 'devnet', start: startDevnetService },
  { name: 'bundler', start: startBundlerService },
  { name: 'api', start: startApiService },
  { name: 'redis', start: startRedisService },
  { name: 'relay', start: startRelayService },
  { name: 'secure', start: startSecureService },
  { name: 'wallet', start: startWalletService },
  { name: 'demo', start: startDemoService },
]

const context = { env: {} }
const running = []
let shuttingDown = false

async function shutdown(code) {
  if (shuttingDown) return
  shuttingDown = true
  for (const service of running.reverse()) {
    await service.stop().catch((error) => console.error(`stopping ${service.name}:`, error))
  }
  process.exit(code)
}

function fail(error) {
  console.error(`start: ${error instanceof Error ? error.message : error}`)
  void shutdown(1)
}

process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

try {
  const lines = []
  for (const service of services) {
    const started = Date.now()
    const handle = await service.start(context)
    running.push({ name: service.name, stop: handle.stop })
    if (shuttingDown) break
    console.log(`start: ${service.name} is up in ${Date.now() - started} ms`)
    lines.push(...handle.lines)
  }
  if (!shuttingDown) {
    console.log(`\nAppKit is running on ${host}:\n${lines.map((line) => `  ${line}`).join('\n')}`)
    console.log('Press Ctrl-C to stop.')
  }
} catch (error) {
  fail(error)
}
