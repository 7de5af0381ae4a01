import { devnetPublicClient, SMART_ACCOUNT_CONTRACTS } from '@appkit/test'
import { expect as pwExpect } from '@playwright/test'
import { type Hex, parseAbi, parseEther, toHex } from 'viem'
import { expect, test } from './demoTest'
import { modalDialog } from './modal'
import { secureFrame, secureFrameHandle, secureOrigin } from './secureFrame'
import { readLastMail, readLoginCode } from './startDemoSecure'

type Outcome = { ok: true; result: unknown } | { ok: false; code: unknown; message: string }
type DemoWindow = {
  appkitDemo: {
    wagmiAdapter: {
      wagmiConfig: {
        connectors: readonly {
          id: string
          getProvider: () => Promise<{ request: (a: unknown) => Promise<unknown> }>
        }[]
      }
    }
  }
  outcomes: Record<string, Outcome | undefined>
}

/** Starts a request on the embedded provider from the page's own script; its outcome lands in `outcomes[name]`. */
function callProvider(page: import('@playwright/test').Page, name: string, args: unknown) {
  return page.evaluate(
    async ([key, request]) => {
      const w = window as unknown as DemoWindow
      w.outcomes ??= {}
      const connector = w.appkitDemo.wagmiAdapter.wagmiConfig.connectors.find(
        (c) => c.id === 'ID_AUTH',
      )
      const provider = await connector?.getProvider()
      if (!provider) throw new Error('no embedded provider')
      provider.request(request).then(
        (result) => {
          w.outcomes[key as string] = { ok: true, result }
        },
        (error: { code?: unknown; message?: string }) => {
          w.outcomes[key as string] = {
            ok: false,
            code: error.code,
            message: String(error.message),
          }
        },
      )
    },
    [name, args] as const,
  )
}

const outcome = (page: import('@playwright/test').Page, name: string) =>
  page.evaluate((key) => (window as unknown as DemoWindow).outcomes?.[key], name)

test('SPEC §6 "Not-safe methods need approval in the modal" for the e-mail wallet: a call from the page\'s script waits for Approve inside the secure frame, is then mined; Reject is 4001; a replayed approval is refused', async ({
  page,
  devnet,
}) => {
  const chain = devnet.chains.find((c) => c.chainId === 1)
  if (!chain) throw new Error('no devnet chain 1')
  const client = devnetPublicClient(chain)
  const apiCalls: { url: string; body: string; authorization: string | undefined }[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${secureOrigin()}/api/`))
      apiCalls.push({
        url: request.url(),
        body: request.postData() ?? '',
        authorization: request.headers().authorization,
      })
  })

  // An e-mail login (its code from the SMTP sink).
  await page.goto('/')
  await page.locator('#connect').click()
  const email = `approval-${Date.now()}@example.com`
  await modalDialog(page, 'Connect Wallet').getByRole('textbox', { name: 'Email' }).fill(email)
  await page.keyboard.press('Enter')
  const panel = modalDialog(page, 'Email Login')
  await panel.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
  await page.keyboard.type(await readLoginCode(email))
  await pwExpect(page.getByTestId('appkit-status')).toHaveText('connected', { timeout: 15_000 })
  const address = ((await page.getByTestId('appkit-address').textContent()) ?? '') as Hex
  if (await panel.isVisible()) await page.keyboard.press('Escape')
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [address, toHex(parseEther('1'))] as never,
  })
  const nonce = () => client.getTransactionCount({ address })

  // The page's own script asks the embedded provider to send 0.01 ETH.
  const transaction = { from: address, to: devnet.devAccount, value: toHex(parseEther('0.01')) }
  await callProvider(page, 'send', { method: 'eth_sendTransaction', params: [transaction] })
  await pwExpect(modalDialog(page, 'Approve Transaction')).toBeVisible()
  const frame = secureFrame(page)
  // The frame (secure origin) shows what is signed: decoded amount, recipient, network.
  const request = frame.getByRole('region', { name: 'Send a transaction' })
  await pwExpect(request).toContainText('0.01 ETH')
  await pwExpect(request).toContainText(devnet.devAccount)
  await pwExpect(request).toContainText('Ethereum (devnet) (1)')
  await pwExpect(request).toContainText(`Requested by ${new URL(page.url()).origin}`)
  // The page's scripts cannot reach into it, and nothing is signed or sent before the click.
  const reach = await page.evaluate((origin) => {
    const iframe = document.querySelector<HTMLIFrameElement>(`iframe[src^="${origin}/"]`)
    return iframe ? { contentDocument: iframe.contentDocument } : 'no frame'
  }, secureOrigin())
  expect(reach).toEqual({ contentDocument: null })
  await page.waitForTimeout(1_000)
  expect(await outcome(page, 'send')).toBeUndefined()
  expect(await nonce()).toBe(0)
  expect(apiCalls.filter((call) => call.url.endsWith('/api/rpc'))).toEqual([])

  // Approve inside the frame: signed, sent and mined on anvil.
  await frame.getByRole('button', { name: 'Approve' }).click()
  await pwExpect.poll(() => outcome(page, 'send')).toMatchObject({ ok: true })
  const hash = ((await outcome(page, 'send')) as { result: Hex }).result
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt).toMatchObject({ status: 'success', from: address.toLowerCase() })
  await pwExpect(modalDialog(page, 'Approve Transaction')).toBeHidden()

  // A replay of the approved call (its body and the session, from the secure origin itself): refused.
  const approved = apiCalls.find(
    (call) => call.url.endsWith('/api/rpc') && call.body.includes('"approval"'),
  )
  expect(approved).toBeDefined()
  const replay = await secureFrameHandle(page).evaluate(
    async ({ body, authorization }) => {
      const response = await fetch('/api/rpc', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: authorization ?? '' },
        body,
      })
      return { status: response.status, body: await response.json() }
    },
    { body: approved?.body ?? '', authorization: approved?.authorization },
  )
  expect(replay).toEqual({
    status: 403,
    body: { error: 'This approval was already used or is unknown', code: 4100 },
  })

  // Reject inside the frame: the standard EIP-1193 user rejection.
  await callProvider(page, 'sign', {
    method: 'personal_sign',
    params: [toHex('Sign in to the demo'), address],
  })
  const signRequest = frame.getByRole('region', { name: 'Sign a message' })
  await pwExpect(signRequest).toContainText('Sign in to the demo')
  await frame.getByRole('button', { name: 'Reject' }).click()
  await pwExpect.poll(() => outcome(page, 'sign')).toMatchObject({ ok: false, code: 4001 })

  // The same request re-posted straight to the frame by a page script: shown, never signed.
  const reposted = await page.evaluate(
    async ({ origin, tx }) => {
      const iframe = document.querySelector<HTMLIFrameElement>(`iframe[src^="${origin}/"]`)
      const replies: string[] = []
      window.addEventListener('message', (event) => {
        if (event.origin === origin && event.data?.id === 'replayed') replies.push(event.data.type)
      })
      iframe?.contentWindow?.postMessage(
        {
          type: 'RPC_REQUEST',
          id: 'replayed',
          payload: { method: 'eth_sendTransaction', params: [tx] },
        },
        origin,
      )
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      return replies
    },
    { origin: secureOrigin(), tx: transaction },
  )
  expect(reposted).toEqual([])
  expect(await nonce()).toBe(1)
})

test('issue 16 "the pages apps/secure serves follow the same locale": with `locale: fr` the code e-mail and the secure frame\'s approval speak French; with `ar` the frame and the device page are Arabic, right to left (screenshots light and dark)', async ({
  page,
}, testInfo) => {
  // A login, two requests shown in the frame and two reloads.
  test.setTimeout(120_000)
  await page.goto('/?locale=fr')
  await page.locator('#connect').click()
  const email = `locale-${Date.now()}@example.com`
  await modalDialog(page, 'Connecter un portefeuille')
    .getByRole('textbox', { name: 'E-mail' })
    .fill(email)
  await page.keyboard.press('Enter')
  const panel = modalDialog(page, 'Connexion par e-mail')
  await panel.getByRole('textbox', { name: 'Chiffre 1 sur 6' }).click()
  // The code e-mail is French too.
  expect(await readLastMail(email)).toMatch(/^Votre code de connexion est \d{6}\./)
  await page.keyboard.type(await readLoginCode(email))
  await pwExpect(page.getByTestId('appkit-status')).toHaveText('connected', { timeout: 15_000 })
  const address = ((await page.getByTestId('appkit-address').textContent()) ?? '') as Hex
  if (await panel.isVisible()) await page.keyboard.press('Escape')

  // The page's script asks for a signature: the frame (secure origin) shows it in French.
  await callProvider(page, 'fr', { method: 'personal_sign', params: [toHex('Bonjour'), address] })
  await pwExpect(modalDialog(page, 'Approuver la transaction')).toBeVisible()
  const frame = secureFrame(page)
  const request = frame.getByRole('region', { name: 'Signer un message' })
  await pwExpect(request).toContainText(`Demandé par ${new URL(page.url()).origin}`)
  await pwExpect(request).toContainText('Bonjour')
  await pwExpect(frame.locator('html')).toHaveAttribute('lang', 'fr')
  await pwExpect(frame.getByRole('button', { name: 'Approuver' })).toBeVisible()
  await frame.getByRole('button', { name: 'Refuser' }).click()
  await pwExpect.poll(() => outcome(page, 'fr')).toMatchObject({ ok: false, code: 4001 })

  // Arabic, after a reload (the frame comes back with the stored session): right to left.
  for (const theme of ['light', 'dark'] as const) {
    await page.goto(`/?locale=ar&theme=${theme}`)
    await pwExpect(page.getByTestId('appkit-status')).toHaveText('connected', { timeout: 15_000 })
    await callProvider(page, 'ar', { method: 'personal_sign', params: [toHex('مرحبا'), address] })
    const dialog = modalDialog(page, 'الموافقة على المعاملة')
    await pwExpect(dialog).toBeVisible()
    const arabic = secureFrame(page)
    await pwExpect(arabic.getByRole('region', { name: 'توقيع رسالة' })).toContainText('مرحبا')
    await pwExpect(arabic.locator('html')).toHaveAttribute('dir', 'rtl')
    await pwExpect(arabic.locator('html')).toHaveAttribute('data-theme', theme)
    await pwExpect(arabic.getByRole('button', { name: 'موافقة' })).toBeVisible()
    await dialog.screenshot({ path: testInfo.outputPath(`approval-ar-${theme}.png`) })
    await arabic.getByRole('button', { name: 'رفض' }).click()
    await pwExpect.poll(() => outcome(page, 'ar')).toMatchObject({ ok: false, code: 4001 })
  }

  // A page of the secure site the e-mail's link opens, in Arabic (a used link's page).
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await page.goto(`${secureOrigin()}/device?token=used&locale=ar`)
    await pwExpect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await pwExpect(page.getByRole('heading', { name: 'لا يمكن استخدام هذا الرابط' })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`device-page-ar-${colorScheme}.png`) })
  }
})

test('SPEC §4 "Preferred account type toggles between eoa and smartAccount": on Account the e-mail wallet switches to its smart account (the address shown follows), a send from the page goes through the bundler and is mined after Approve in the frame, and it switches back to the EOA', async ({
  page,
  devnet,
}) => {
  const chain = devnet.chains.find((c) => c.chainId === 1)
  if (!chain) throw new Error('no devnet chain 1')
  const client = devnetPublicClient(chain)
  await page.goto('/')
  await page.locator('#connect').click()
  const email = `smart-${Date.now()}@example.com`
  await modalDialog(page, 'Connect Wallet').getByRole('textbox', { name: 'Email' }).fill(email)
  await page.keyboard.press('Enter')
  const panel = modalDialog(page, 'Email Login')
  await panel.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
  await page.keyboard.type(await readLoginCode(email))
  const shownAddress = page.getByTestId('appkit-address')
  await pwExpect(page.getByTestId('appkit-status')).toHaveText('connected', { timeout: 15_000 })
  const eoa = ((await shownAddress.textContent()) ?? '') as Hex
  const smart = await client.readContract({
    address: SMART_ACCOUNT_CONTRACTS.simpleAccountFactory,
    abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
    functionName: 'getAddress',
    args: [eoa, 0n],
  })

  // Account: the type in use and the switch (this deployment starts logins on the EOA).
  if (!(await modalDialog(page, 'Account').isVisible())) await page.locator('#connect').click()
  const account = modalDialog(page, 'Account')
  await pwExpect(account).toContainText('EOA (externally owned account)')
  await account.getByRole('button', { name: 'Switch to your smart account' }).click()
  await pwExpect(shownAddress).toHaveText(smart)
  await pwExpect(account).toContainText('Smart account')
  await pwExpect(account.getByRole('button', { name: 'Switch to your EOA' })).toBeVisible()
  await page.keyboard.press('Escape')

  // The page's script sends 0.02 ETH: the frame asks, Approve sends a UserOperation through the bundler.
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [smart, toHex(parseEther('1'))] as never,
  })
  const to = '0x00000000000000000000000000000000000a11ce' as const
  const before = await client.getBalance({ address: to })
  await callProvider(page, 'smartSend', {
    method: 'eth_sendTransaction',
    params: [{ from: smart, to, value: toHex(parseEther('0.02')) }],
  })
  await secureFrame(page).getByRole('button', { name: 'Approve' }).click()
  await pwExpect
    .poll(() => outcome(page, 'smartSend'), { timeout: 30_000 })
    .toMatchObject({ ok: true })
  const hash = ((await outcome(page, 'smartSend')) as { result: Hex }).result
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(SMART_ACCOUNT_CONTRACTS.entryPoint.toLowerCase())
  expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.02'))
  expect(await client.getCode({ address: smart })).toBeDefined()

  // And back to the EOA.
  await page.locator('#connect').click()
  await account.getByRole('button', { name: 'Switch to your EOA' }).click()
  await pwExpect(shownAddress).toHaveText(eoa)
  await pwExpect(
    account.getByRole('button', { name: 'Switch to your smart account' }),
  ).toBeVisible()
})
