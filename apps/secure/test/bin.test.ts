import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, expect, inject, it } from 'vitest'

const bin = fileURLToPath(new URL('../bin/secure.mjs', import.meta.url))
const devnet = inject('devnet')
let child: ChildProcess | undefined
const dataDir = mkdtempSync(join(tmpdir(), 'appkit-secure-bin-'))

afterEach(() => {
  if (child?.pid && child.exitCode === null) process.kill(child.pid, 'SIGTERM')
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

it('runs standalone from its bin entry on 127.0.0.1, with its e-mail sink', async () => {
  const chain = devnet.chains[0]
  if (!chain) throw new Error('no devnet chain')
  const args = ['--port', '0', '--origin', 'http://127.0.0.1:5173', '--chain', `1=${chain.rpcUrl}`]
  child = spawn(process.execPath, [bin, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // The keys go to PGlite in this folder, sealed with a key generated there (not production).
    env: { ...process.env, SECURE_DATA_DIR: dataDir, NODE_ENV: 'development' },
  })
  const urls = await new Promise<[string, string]>((resolve, reject) => {
    let output = ''
    child?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const site = output.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/)?.[1]
      const sink = output.match(/e-mail sink: (http:\/\/127\.0\.0\.1:\d+)/)?.[1]
      if (site && sink) resolve([site, sink])
    })
    child?.once('exit', (code) => reject(new Error(`secure exited with ${code}: ${output}`)))
  })
  const [site, sink] = urls
  expect(await (await fetch(`${site}/health`)).json()).toEqual({ ok: true })
  expect(await (await fetch(`${sink}/messages`)).json()).toEqual([])
  const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve))
  if (child.pid) process.kill(child.pid, 'SIGTERM')
  expect(await exited).toBe(0)
}, 120_000)
