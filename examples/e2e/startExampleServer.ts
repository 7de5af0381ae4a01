import { type ChildProcess, spawn } from 'node:child_process'
import { trackChildProcess, untrackChildProcess } from '../../packages/test/src/childProcessCleanup'
import { stopChildProcess } from '../../packages/test/src/stopChildProcess'

/** A running server of a built example. */
export type ExampleServer = { readonly url: string; stop(): Promise<void> }

/**
 * Starts `node <script> ...args` in `cwd` (a production server listening on 127.0.0.1:`port`)
 * and resolves once it answers `/` with 200; rejects with its output if it exits or does not
 * answer within `timeoutMs`.
 */
export async function startExampleServer(
  cwd: string,
  script: string,
  args: readonly string[],
  port: number,
  timeoutMs = 60_000,
): Promise<ExampleServer> {
  const child: ChildProcess = spawn(process.execPath, [script, ...args], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  trackChildProcess(child)
  child.once('exit', () => untrackChildProcess(child))
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://127.0.0.1:${port}`
  const stop = () => stopChildProcess(child)
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      const response = await fetch(url)
      if (response.ok) return { url, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`the server in ${cwd} did not answer on ${url}:\n${output}`)
}
