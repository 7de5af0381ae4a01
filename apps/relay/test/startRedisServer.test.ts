import { existsSync } from 'node:fs'
import { connect } from 'node:net'
import { expect, it } from 'vitest'
import { startRedisServer } from '../src/exports'

/** What the server at `port` answers to PING, or undefined when nothing listens there. */
function ping(port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (chunk) => {
      resolve(chunk.toString().trim())
      socket.destroy()
    })
    socket.once('error', () => resolve(undefined))
  })
}

it('starts a throwaway redis-server on 127.0.0.1 and stops it by pid, removing its data', async () => {
  const redis = await startRedisServer()
  expect(redis.url).toBe(`redis://127.0.0.1:${redis.port}`)
  expect(await ping(redis.port)).toBe('+PONG')
  const dir = (await import('node:child_process'))
    .execFileSync('redis-cli', ['-p', String(redis.port), 'CONFIG', 'GET', 'dir'])
    .toString()
    .split('\n')[1]
    ?.trim()
  expect(dir && existsSync(dir)).toBe(true)
  await redis.stop()
  expect(await ping(redis.port)).toBeUndefined()
  expect(existsSync(dir ?? '')).toBe(false)
})

it('says how to install redis-server when it is missing', async () => {
  await expect(startRedisServer({ command: '/nonexistent/redis-server' })).rejects.toThrow(
    'redis-server is not installed: run scripts/bootstrap.sh',
  )
})
