import { fileURLToPath } from 'node:url'
import { type RunningRelay, startRelay } from '@appkit/relay'
import type { DevnetInfo } from '@appkit/test'
import { type BundledPageServer, startBundledPageServer } from '@appkit/test/playwright-page-server'
import { expect, test } from '@playwright/test'
import { verifyMessage } from 'viem'
import { createTestWallet, type TestWallet } from '../src/testing/createTestWallet'

// personal_sign needs no chain: the wallet's one chain points at a closed local port.
const noChain = { chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:9', name: 'Local' }] }

let relay: RunningRelay
let server: BundledPageServer
let wallet: TestWallet

test.beforeAll(async () => {
  relay = await startRelay()
  // The adapter and, behind its import(), the WalletConnect libraries.
  server = await startBundledPageServer({
    entry: fileURLToPath(new URL('./page/walletConnectPage.ts', import.meta.url)),
    title: 'WalletConnect test',
  })
  wallet = await createTestWallet(relay.url, noChain as unknown as DevnetInfo)
})
test.afterAll(async () => {
  await wallet.close()
  await server.close()
  await relay.stop()
})

test('in Chromium the WalletConnect client pairs, signs, and no request leaves 127.0.0.1 (no Verify iframe, no telemetry)', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  page.on('websocket', (socket) => requests.push(socket.url()))
  // Anything for another host is recorded above and then refused, so nothing actually leaves.
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  )
  await page.goto(`${server.url}/?relay=${encodeURIComponent(relay.url)}`)
  await page.waitForFunction(() => 'appkitTest' in window)
  const connected = page.evaluate(() =>
    (
      window as unknown as { appkitTest: { connect: () => Promise<{ caipAddress: string }> } }
    ).appkitTest.connect(),
  )
  await page.waitForFunction(
    () => (window as unknown as { appkitTest: { uris: string[] } }).appkitTest.uris.length > 0,
  )
  const uri = await page.evaluate(
    () => (window as unknown as { appkitTest: { uris: string[] } }).appkitTest.uris[0] ?? '',
  )
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  const proposal = await wallet.pair(uri)
  expect(proposal.params.proposer.metadata.url).toBe(server.url)
  await wallet.approve(proposal, [1])
  expect((await connected).caipAddress).toBe(`eip155:1:${wallet.address}`)
  const message = 'Signed in Chromium'
  const signature = await page.evaluate(
    ([text, address]) =>
      (
        window as unknown as { appkitTest: { sign: (m: string, a: string) => Promise<string> } }
      ).appkitTest.sign(text, address),
    [message, wallet.address] as const,
  )
  expect(
    await verifyMessage({
      address: wallet.address,
      message,
      signature: signature as `0x${string}`,
    }),
  ).toBe(true)
  const iframes = await page.evaluate(() =>
    (window as unknown as { appkitTest: { iframes: () => string[] } }).appkitTest.iframes(),
  )
  expect(iframes).toEqual([])
  expect(requests.length).toBeGreaterThan(2)
  expect(requests.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([])
})
