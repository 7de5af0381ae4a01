import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, it } from 'vitest'
import { RawClient } from './rawClient'

const bin = fileURLToPath(new URL('../bin/relay.mjs', import.meta.url))
let child: ChildProcess | undefined

afterEach(() => {
  if (child?.pid && child.exitCode === null) process.kill(child.pid, 'SIGTERM')
})

it('runs standalone from its bin entry and serves clients on 127.0.0.1', async () => {
  child = spawn(process.execPath, [bin, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/listening on (ws:\/\/127\.0\.0\.1:\d+)/)
      if (match?.[1]) resolve(match[1])
    })
    child?.once('exit', (code) => reject(new Error(`relay exited with ${code}: ${output}`)))
  })
  const health = await fetch(`${url.replace('ws:', 'http:')}/health`)
  expect(await health.json()).toEqual({ ok: true })
  const client = await RawClient.connect(url)
  const answer = await client.request('irn_subscribe', { topic: 'a'.repeat(64) })
  expect(answer.result).toMatch(/^[0-9a-f]{64}$/)
  await client.close()
  const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve))
  if (child.pid) process.kill(child.pid, 'SIGTERM')
  expect(await exited).toBe(0)
})
