import { fileURLToPath } from 'node:url'
import { readDevnetFromEnv } from '@appkit/test'
import { type BundledPageServer, startBundledPageServer } from '@appkit/test/playwright-page-server'
import { expect, type Page, test } from '@playwright/test'
import { type Hex, toHex, verifyMessage } from 'viem'
import { type RunningSecure, startSecure } from '../src/server/startSecure'

let dapp: BundledPageServer
let stranger: BundledPageServer
let secure: RunningSecure

test.beforeAll(async () => {
  // Two bundled pages, the frame's bundle and the key store (PGlite) start here: slow on a busy machine.
  test.setTimeout(180_000)
  const entry = fileURLToPath(new URL('./page/parentPage.ts', import.meta.url))
  dapp = await startBundledPageServer({ entry, title: 'Dapp' })
  stranger = await startBundledPageServer({ entry, title: 'Not allowed' })
  const devnet = readDevnetFromEnv()
  secure = await startSecure({
    allowedOrigins: [dapp.url],
    chains: devnet.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
  })
})
test.afterAll(async () => {
  await secure.stop()
  await stranger.close()
  await dapp.close()
})

type Answer = { ok: boolean; value?: unknown; name?: string; details?: string }

function request(page: Page, type: string, payload?: unknown): Promise<Answer> {
  return page.evaluate(
    ([t, p]) =>
      (
        window as unknown as {
          secureTest: { request: (type: string, payload?: unknown) => Promise<Answer> }
        }
      ).secureTest.request(t as string, p),
    [type, payload] as const,
  )
}

const status = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { secureTest: { status: () => string } }).secureTest.status(),
  )

test('SPEC §4 "Embedded frame: loads, signals ready ..., then requests are answered": e-mail login, code from SMTP, personal_sign that verifies', async ({
  page,
}) => {
  const offLoopback: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).hostname !== '127.0.0.1') offLoopback.push(r.url())
  })
  await page.goto(`${dapp.url}/?secure=${encodeURIComponent(`${secure.url}/`)}`)
  await expect.poll(() => status(page)).toBe('ready')
  const email = 'browser@example.com'
  expect(await request(page, 'CONNECT_EMAIL', { email })).toEqual({
    ok: true,
    value: { action: 'VERIFY_OTP' },
  })
  const code = /\b(\d{6})\b/.exec(secure.smtpSink?.lastMessage(email)?.text ?? '')?.[1] ?? ''
  expect(
    await request(page, 'CONNECT_OTP', { otp: code === '000000' ? '999999' : '000000' }),
  ).toEqual({
    ok: false,
    name: 'FrameRequestError',
    details: 'Invalid code',
  })
  expect(await request(page, 'CONNECT_OTP', { otp: code })).toMatchObject({ ok: true })
  const user = await request(page, 'GET_USER', { chainId: 1 })
  const address = (user.value as { address: Hex }).address
  expect(user.value).toMatchObject({ email, chainId: 1 })
  const message = 'Signed in the secure frame'
  // SPEC §6: a not-safe request waits for Approve, clicked inside the frame.
  const signing = request(page, 'RPC_REQUEST', {
    method: 'personal_sign',
    params: [toHex(message), address],
  })
  await page.frameLocator('iframe').getByRole('button', { name: 'Approve' }).click()
  const signed = await signing
  expect(await verifyMessage({ address, message, signature: signed.value as Hex })).toBe(true)

  // The session is the frame's: a reload of the dapp finds it connected.
  await page.reload()
  await expect.poll(() => status(page)).toBe('ready')
  expect(await request(page, 'IS_CONNECTED')).toEqual({ ok: true, value: { isConnected: true } })
  expect(await request(page, 'SIGN_OUT')).toEqual({ ok: true, value: {} })
  expect(await request(page, 'IS_CONNECTED')).toEqual({ ok: true, value: { isConnected: false } })

  const received = await page.evaluate(
    () =>
      (window as unknown as { secureTest: { received: { origin: string }[] } }).secureTest.received,
  )
  expect(new Set(received.map((r) => r.origin))).toEqual(new Set([secure.url]))
  expect(offLoopback).toEqual([])
})

test('HOSTILE F "frame-ancestors allowlist": a page not on the allow-list cannot load the frame, which never signals READY', async ({
  page,
}) => {
  await page.goto(`${stranger.url}/?secure=${encodeURIComponent(`${secure.url}/`)}`)
  await page.waitForTimeout(1500)
  expect(await status(page)).toBe('loading')
  const received = await page.evaluate(
    () => (window as unknown as { secureTest: { received: unknown[] } }).secureTest.received,
  )
  expect(received).toEqual([])
})
