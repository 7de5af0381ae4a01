import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { describe, expect, it } from 'vitest'
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

  // SIGUSR2 makes the child call process.exit(3): the plain 'exit' path.
  it.each([
    ['gets SIGTERM', 'SIGTERM', 'SIGTERM'],
    ['gets SIGINT (Ctrl-C)', 'SIGINT', 'SIGINT'],
    ['calls process.exit', 'SIGUSR2', 'exit code 3'],
  ] as const)(
    'ends its anvil processes when the process that started them %s',
    async (_label, signal, expected) => {
      const script = [
        "import { startDevnet } from './src/startDevnet'",
        'const devnet = await startDevnet()',
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
      expect(pids).toHaveLength(2)
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
