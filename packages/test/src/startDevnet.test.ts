import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { describe, expect, it } from 'vitest'
import { bitcoinRpc } from './bitcoinRpc'
import { startDevnet } from './startDevnet'

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function waitUntilGone(pids: readonly number[]): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (!pids.some(isRunning)) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

describe('startDevnet', () => {
  it('stop() ends exactly the anvil processes it started, and their ports and the Solana server close', async () => {
    const devnet = await startDevnet()
    expect(devnet.pids).toHaveLength(2)
    expect(devnet.pids.every(isRunning)).toBe(true)

    await devnet.stop()

    expect(devnet.pids.some(isRunning)).toBe(false)
    for (const url of [...devnet.chains.map((chain) => chain.rpcUrl), devnet.solana.rpcUrl]) {
      await expect(fetch(url, { method: 'POST' })).rejects.toThrow()
    }
  })

  it('with bitcoin: true also runs bitcoind in regtest; stop() ends it and removes its data directory', async () => {
    const devnet = await startDevnet({ bitcoin: true })
    expect(devnet.pids).toHaveLength(3)
    const bitcoin = devnet.bitcoin!
    expect(bitcoin.chainId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    expect(await bitcoinRpc(bitcoin, 'getblockcount')).toBe(110)
    const argv = readFileSync(`/proc/${devnet.pids[2]}/cmdline`, 'utf8').split('\0')
    const dataDir = argv.find((arg) => arg.startsWith('-datadir='))!.slice('-datadir='.length)
    expect(existsSync(dataDir)).toBe(true)
    expect(argv).toContain(`-rpcport=${bitcoin.port}`)
    expect(argv.join(' ')).not.toContain(bitcoin.rpcPassword) // -rpcauth carries a salted hash

    await devnet.stop()

    expect(devnet.pids.some(isRunning)).toBe(false)
    expect(existsSync(dataDir)).toBe(false)
    await expect(bitcoinRpc(bitcoin, 'getblockcount')).rejects.toThrow()
  })

  // SIGUSR2 makes the child call process.exit(3): the plain 'exit' path.
  it.each([
    ['gets SIGTERM', 'SIGTERM', 'SIGTERM'],
    ['gets SIGINT (Ctrl-C)', 'SIGINT', 'SIGINT'],
    ['calls process.exit', 'SIGUSR2', 'exit code 3'],
  ] as const)(
    'ends its anvil and bitcoind processes when the process that started them %s',
    async (_label, signal, expected) => {
      const script = [
        "import { startDevnet } from './src/startDevnet'",
        'const devnet = await startDevnet({ bitcoin: true })',
        "process.on('SIGUSR2', () => process.exit(3))",
        'console.log(JSON.stringify(devnet.pids))',
        'setInterval(() => {}, 1000)',
      ].join('\n')
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          cwd: new URL('..', import.meta.url).pathname,
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      )
      const [line] = await createInterface({ input: child.stdout! })
        [Symbol.asyncIterator]()
        .next()
        .then((result) => [result.value as string])
      const pids = JSON.parse(line!) as number[]
      expect(pids).toHaveLength(3)
      expect(pids.every(isRunning)).toBe(true)

      const exited = new Promise((resolve) =>
        child.once('exit', (code, by) => resolve(by ?? `exit code ${code}`)),
      )
      child.kill(signal)

      expect(await exited).toBe(expected)
      expect(await waitUntilGone(pids)).toBe(true)
    },
  )
})
