import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { type RunningRelay, startRelay } from '@appkit/relay'
import { type BundledPageServer, startBundledPageServer } from '@appkit/test/playwright-page-server'
import { startRequestGuard } from '@appkit/test/playwright-request-guard'
import { expect, test } from '@playwright/test'
import { SignClient } from '@walletconnect/sign-client'
import { modalDialog } from './harnessTest'

// Anvil's first dev account (a public test key): the account the wallet below shares.
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let relay: RunningRelay
let server: BundledPageServer

test.beforeAll(async () => {
  relay = await startRelay()
  server = await startBundledPageServer({
    entry: fileURLToPath(new URL('./page/basicModePage.ts', import.meta.url)),
    title: 'Basic mode',
  })
})
test.afterAll(async () => {
  await server.close()
  await relay.stop()
})

test('SPEC §2 basic mode (no adapter): ConnectingWalletConnectBasic shows the QR code, a WalletConnect wallet approves, and the view lists the session accounts', async ({
  page,
  context,
}) => {
  const guard = await startRequestGuard(context)
  // A real WalletConnect wallet in this Node process, on the same local relay.
  const wallet = await SignClient.init({
    relayUrl: relay.url,
    customStoragePrefix: `wallet-${randomUUID()}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Wallet', description: 'Wallet', url: 'http://127.0.0.1', icons: [] },
  })
  try {
    await page.goto(`${server.url}/?relay=${encodeURIComponent(relay.url)}`)
    await page.waitForFunction(() => 'basicMode' in window)
    await page.evaluate(() =>
      (
        window as unknown as { basicMode: { appKit: { open(): Promise<void> } } }
      ).basicMode.appKit.open(),
    )
    const dialog = modalDialog(page, 'WalletConnect')
    await expect(
      dialog.getByRole('img', { name: 'QR code to connect WalletConnect' }),
    ).toBeVisible()
    const uri = await page.evaluate(
      () => (window as unknown as { basicMode: { uris: string[] } }).basicMode.uris.at(-1) ?? '',
    )
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    const proposal = new Promise<{ id: number; chains: string[] }>((resolve) =>
      wallet.once('session_proposal', ({ id, params }) =>
        resolve({ id, chains: params.optionalNamespaces.eip155?.chains ?? [] }),
      ),
    )
    await wallet.pair({ uri })
    const { id, chains } = await proposal
    expect(chains).toEqual(['eip155:1'])
    const { acknowledged } = await wallet.approve({
      id,
      namespaces: {
        eip155: { chains, accounts: [`eip155:1:${account}`], methods: [], events: [] },
      },
    })
    await acknowledged()

    await expect(dialog.getByRole('status')).toHaveText('Wallet connected')
    await expect(
      dialog.getByRole('list', { name: 'Accounts shared by the wallet' }).getByRole('listitem'),
    ).toHaveText([`eip155:1:${account}`])
    expect(guard.offLoopback()).toEqual([])
  } finally {
    await wallet.core.relayer.transportClose().catch(() => {})
    wallet.core.heartbeat.stop()
  }
})
