import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { makeTestCore, startTestServer } from '@appkit/core/testing'
import { base58 } from '@scure/base'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createFrameApi } from '../src/frame/createFrameApi'
import { createFrameHost } from '../src/frame/createFrameHost'
import { readCode, startTestSecure } from './secureSite'
import { transferWire } from './solanaWire'

// Core's messenger (as the scaffold creates it) talks to the frame's message handling on the real
// secure site; only the postMessage hop between the two windows is a direct call here (the
// browser tests run that hop for real).
const devnet = inject('devnet')

// A Solana RPC that takes sendTransaction and never answers: the request stays pending.
const stalled: { method: string; closed: boolean }[] = []
const stall = createServer((request: IncomingMessage) => {
  let body = ''
  request.on('data', (chunk) => {
    body += chunk
  })
  request.on('end', () => {
    const entry = { method: String(JSON.parse(body).method), closed: false }
    stalled.push(entry)
    request.socket.on('close', () => {
      entry.closed = true
    })
  })
})
await new Promise<void>((resolve) => stall.listen(0, '127.0.0.1', resolve))
const stallUrl = `http://127.0.0.1:${(stall.address() as AddressInfo).port}`
const caipNetworkId = 'solana:StaLLedC1uster11111111111111111' as const
const secure = await startTestSecure(devnet, {
  solanaChains: [{ caipNetworkId, rpcUrl: stallUrl }],
})
const analytics = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
afterAll(async () => {
  stall.closeAllConnections()
  await new Promise((resolve) => stall.close(resolve))
  await secure.stop()
  await analytics.close()
})

function embeddedFrame() {
  const { core } = makeTestCore(analytics.url, {
    metadata: { name: 'Sync dapp', description: 'A dapp', url: 'http://127.0.0.1:5173', icons: [] },
  })
  let token: string | undefined
  let listener: ((data: unknown, origin: string) => void) | undefined
  const replies: string[] = []
  const fetchWithOrigin: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as object), origin: secure.url } })
  const host = createFrameHost({
    api: createFrameApi(secure.url, fetchWithOrigin),
    storage: {
      get: () => token,
      set: (value) => {
        token = value
      },
      clear: () => {
        token = undefined
      },
    },
    post: (message) => {
      replies.push(message.type)
      listener?.(message, secure.url)
    },
    // The visitor approves every request shown in the frame (the approval itself is tested in
    // approvalBinding.test.ts and the demo's embeddedApproval spec).
    prompt: { ask: async () => true, cancelAll: () => {}, retranslate: () => {} },
  })
  const messenger = flows.connectEmbeddedFrame(core, {
    origin: secure.url,
    clearLoginData: () => {},
    transport: {
      post: (message) => void host.handle(message),
      subscribe: (next) => {
        listener = next
        return () => {}
      },
    },
  })
  listener?.({ type: 'READY' }, secure.url)
  return { core, host, messenger, replies }
}

describe("SPEC §7 frame messages 'sync theme, sync dapp data, ... rpc abort'", () => {
  it('the frame gets the dapp data and theme once ready, and the theme again when the dapp switches it', async () => {
    const { core, host, messenger } = embeddedFrame()
    await expect
      .poll(() => host.dappData)
      .toEqual({
        name: 'Sync dapp',
        description: 'A dapp',
        url: 'http://127.0.0.1:5173',
        icons: [],
        projectId: 'test-project',
        sdkType: 'appkit',
        sdkVersion: expect.any(String),
      })
    await expect.poll(() => host.theme).toEqual({ themeMode: 'light', themeVariables: {} })
    controllers.theme.setThemeMode(core.theme, 'dark')
    controllers.theme.setThemeVariables(core.theme, { '--w3m-accent': '#ff0088' })
    await expect
      .poll(() => host.theme)
      .toEqual({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#ff0088' } })
    messenger.destroy()
  })

  it("closing the modal aborts the pending wallet request: it rejects with 'Request was aborted', and the secure site stops its send to the chain", async () => {
    const { core, messenger, replies } = embeddedFrame()
    const email = 'abort@example.com'
    await messenger.request('CONNECT_EMAIL', { email })
    await messenger.request('CONNECT_OTP', { otp: readCode(secure, email) })
    const user = (await messenger.request('GET_USER', { chainId: caipNetworkId })) as {
      address: string
    }
    const from = base58.decode(user.address)
    const { wire } = transferWire(from, new Uint8Array(32).fill(3), user.address, 1n)

    await flows.open(core)
    const pending = messenger.request('RPC_REQUEST', {
      method: 'solana_signAndSendTransaction',
      params: { transaction: wire },
    })
    pending.catch(() => {})
    // Prepare, approve and send go through the real site first: slow on a busy machine.
    await expect
      .poll(() => stalled.map((entry) => entry.method), { timeout: 30_000 })
      .toEqual(['sendTransaction'])
    await flows.close(core)
    await expect(pending).rejects.toMatchObject({
      name: 'AbortedError',
      message: 'Request was aborted',
    })
    // The frame took RPC_ABORT and aborted its API call; the site then aborted its RPC call.
    await expect.poll(() => replies).toContain('RPC_ABORT_SUCCESS')
    await expect.poll(() => stalled[0]?.closed).toBe(true)
    expect(messenger.abortRpcRequests()).toBe(0)
    messenger.destroy()
  })
})
