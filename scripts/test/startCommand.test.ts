import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'

const root = new URL('../..', import.meta.url).pathname

/** Starts `node scripts/start.mjs` and resolves with the URLs it prints once everything is up. */
function startCommand(): {
  child: ChildProcess
  ready: Promise<Map<string, string>>
  printed: () => string
} {
  // The embedded PGlite database, as on a fresh machine, whatever the caller's DATABASE_URL.
  const { DATABASE_URL: _ignored, ...env } = process.env
  const child = spawn(process.execPath, ['scripts/start.mjs', '--port', '0'], {
    cwd: root,
    env: { ...env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const ready = new Promise<Map<string, string>>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const banner = output.indexOf('AppKit is running on 127.0.0.1')
      if (banner >= 0 && output.includes('Press Ctrl-C to stop.')) {
        const urls = new Map<string, string>()
        for (const match of output.slice(banner).matchAll(/^\s+(.+?): (\S+:\/\/\S+)$/gm)) {
          urls.set(match[1] ?? '', match[2] ?? '')
        }
        resolve(urls)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => reject(new Error(`start exited early (${code}):\n${output}`)))
  })
  return { child, ready, printed: () => output }
}

/** Resolves with what a Redis server at `url` answers to PING, or undefined when nothing listens. */
const redisPing = (url: string) =>
  new Promise<string | undefined>((resolve) => {
    const { hostname, port } = new URL(url)
    const socket = connect(Number(port), hostname)
    socket.setTimeout(5000, () => socket.destroy())
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (chunk) => {
      resolve(chunk.toString().trim())
      socket.destroy()
    })
    socket.once('error', () => resolve(undefined))
    socket.once('close', () => resolve(undefined))
  })

const isRefused = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5000) }).then(
    () => false,
    () => true,
  )

describe('the start command (npm start)', () => {
  const { child, ready, printed } = startCommand()
  afterAll(async () => {
    // After a failed assertion: let start.mjs stop its services by pid, then make sure it is gone.
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await once(child, 'exit')
    clearTimeout(killer)
  })

  it('brings every service up on 127.0.0.1, serves the demo, and stops them all on SIGTERM', async () => {
    const urls = await ready
    const demo = urls.get('Demo')
    expect(demo).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    expect([...urls.keys()]).toEqual(
      expect.arrayContaining([
        'API',
        'Relay',
        'Relay store (Redis)',
        'Secure site (e-mail login frame)',
        'Login e-mails (SMTP sink)',
        'WalletConnect dev wallet',
        'Demo',
        'Bitcoin regtest (bitcoind, bip122:0f9188f13cb7b2c71f2a335e3a4fc328)',
        'Cosmos appkit-devnet-1 (simulator, a bank ledger; CometBFT RPC and LCD)',
        'Cosmos appkit-devnet-2 (simulator, a bank ledger; CometBFT RPC and LCD)',
      ]),
    )
    for (const url of urls.values()) expect(new URL(url).hostname).toBe('127.0.0.1')

    const page = await fetch(demo ?? '')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('id="root"')
    const health = await fetch(new URL('/healthz', urls.get('API')))
    expect(health.status).toBe(200)
    expect(printed()).toMatch(/API database: PGlite/)
    // The secure site may be embedded by the demo's origin only, and the demo page is told its URL.
    const secure = urls.get('Secure site (e-mail login frame)') ?? ''
    const frame = await fetch(secure)
    expect(frame.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${new URL(demo ?? '').origin} `,
    )
    expect(await (await fetch(demo ?? '')).text()).toContain(`"secureUrl":"${secure}"`)
    // The regtest node answers with the credentials of the devnet file, the dev keys funded.
    const devnetFile = printed().match(/password in: (\S+)$/m)?.[1] ?? ''
    const { bitcoin } = JSON.parse(readFileSync(devnetFile, 'utf8'))
    const auth = Buffer.from(`${bitcoin.rpcUser}:${bitcoin.rpcPassword}`).toString('base64')
    const blocks = await fetch(bitcoin.rpcUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}` },
      body: JSON.stringify({ jsonrpc: '1.0', id: 1, method: 'getblockcount', params: [] }),
    })
    expect(await blocks.json()).toMatchObject({ result: 110, error: null })
    // The API reads it: dev Bitcoin key 0's payment address (m/84'/1'/0'/0/0) holds one 50 BTC output.
    const utxos = await fetch(
      new URL(
        '/v1/bip122/address/bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw/utxo',
        urls.get('API'),
      ),
    )
    expect(await utxos.json()).toEqual([expect.objectContaining({ value: 5_000_000_000 })])

    // The relay stores in the Redis it started.
    const redis = urls.get('Relay store (Redis)') ?? ''
    expect(await redisPing(redis)).toBe('+PONG')

    child.kill('SIGTERM')
    const [code] = await once(child, 'exit')
    expect(code).toBe(0)
    // Every service it started is gone: nothing answers on their ports any more.
    expect(await redisPing(redis)).toBeUndefined()
    const httpUrls = [...urls.values()]
      .filter((url) => url !== redis)
      .map((url) => url.replace(/^ws/, 'http'))
    expect(await Promise.all(httpUrls.map(isRefused))).toEqual(httpUrls.map(() => true))
  })
})
