import { DEV_ACCOUNTS, readDevnetFromEnv } from '@appkit/test'
import { expect, test } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { nextSessionEvent, propose } from './dappClient'
import { connect, guardLoopbackOnly, newDapp, request, settle } from './walletFixture'
import { dappRelayUrl, openWallet, relayUrl } from './walletPage'

const devAccount = DEV_ACCOUNTS[0]!.address

guardLoopbackOnly()

test('shows the proposal with the dapp metadata; Approve gives the dapp a session with the dev account', async ({
  page,
}) => {
  const dapp = await newDapp()
  const { uri, approval } = await propose(dapp)
  await openWallet(page, uri)
  const proposal = page.getByRole('article', { name: 'Connection request from Wallet E2E Dapp' })
  // The first proposal of the run crosses a cold page, two relays and their Redis.
  await expect(proposal).toContainText('A Node dapp driving the dev wallet page', {
    timeout: 20_000,
  })
  await expect(proposal.getByRole('link', { name: 'https://dapp.example' })).toBeVisible()
  await expect(proposal).toContainText('eip155:1, eip155:137')
  await expect(proposal).toContainText('personal_sign, eth_signTypedData_v4, eth_sendTransaction')
  // Peer metadata is untrusted: the javascript: icon is dropped, the data:image one shown by img.
  await expect(proposal.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/)

  await proposal.getByRole('button', { name: 'Approve' }).click()
  const session = await approval
  expect(session.namespaces.eip155?.accounts).toEqual([
    `eip155:1:${devAccount}`,
    `eip155:137:${devAccount}`,
  ])
  await expect(page.getByRole('listitem', { name: 'Session with Wallet E2E Dapp' })).toBeVisible()
  await expect(proposal).toHaveCount(0)
})

test('personal_sign approved in the page verifies with viem', async ({ page }) => {
  const { dapp, session } = await connect(page)
  const text = 'Sign in to the dev wallet test'
  const signing = request<Hex>(dapp, session, 'personal_sign', [stringToHex(text), devAccount])
  const prompt = page.getByRole('article', { name: 'Sign a message for Wallet E2E Dapp' })
  await expect(prompt).toContainText(text)
  await expect(prompt).toContainText('Ethereum (devnet) (1)')
  await prompt.getByRole('button', { name: 'Approve' }).click()
  const signature = await signing
  expect(await verifyMessage({ address: devAccount, message: text, signature })).toBe(true)
})

test('issue 19: the page on relay A and the dapp on relay B (one Redis) pair, sign a message and disconnect', async ({
  page,
}) => {
  const sockets: string[] = []
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).port))
  expect(relayUrl()).not.toBe(dappRelayUrl())
  const { dapp, session } = await connect(page)
  expect(sockets).toContain(new URL(relayUrl()).port)
  expect(sockets).not.toContain(new URL(dappRelayUrl()).port)
  const text = 'Signed across two relays'
  const signing = request<Hex>(dapp, session, 'personal_sign', [stringToHex(text), devAccount])
  const prompt = page.getByRole('article', { name: 'Sign a message for Wallet E2E Dapp' })
  await prompt.getByRole('button', { name: 'Approve' }).click()
  expect(
    await verifyMessage({ address: devAccount, message: text, signature: await signing }),
  ).toBe(true)
  const deleted = new Promise<{ topic: string }>((resolve) => dapp.once('session_delete', resolve))
  await page.getByRole('button', { name: 'Disconnect Wallet E2E Dapp' }).click()
  expect((await deleted).topic).toBe(session.topic)
  await expect(page.getByText('No dapp is connected.')).toBeVisible()
})

test('eth_signTypedData_v4 approved in the page verifies with viem', async ({ page }) => {
  const { dapp, session } = await connect(page)
  const typedData = {
    domain: { name: 'Dev Wallet Test', version: '1', chainId: 1 },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Mail: [
        { name: 'to', type: 'address' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    message: { to: DEV_ACCOUNTS[1]!.address, contents: 'Hello, typed data' },
  } as const
  const signing = request<Hex>(dapp, session, 'eth_signTypedData_v4', [
    devAccount,
    JSON.stringify(typedData),
  ])
  const prompt = page.getByRole('article', { name: 'Sign typed data for Wallet E2E Dapp' })
  await expect(prompt).toContainText('Hello, typed data')
  await prompt.getByRole('button', { name: 'Approve' }).click()
  const signature = await signing
  const { EIP712Domain: _domain, ...types } = typedData.types
  expect(await verifyTypedData({ ...typedData, types, address: devAccount, signature })).toBe(true)
})

test('eth_sendTransaction approved in the page is mined on the devnet', async ({ page }) => {
  const { dapp, session } = await connect(page)
  const to = DEV_ACCOUNTS[2]!.address
  const sending = request<Hex>(dapp, session, 'eth_sendTransaction', [
    { from: devAccount, to, value: '0x2386f26fc10000' },
  ])
  const prompt = page.getByRole('article', { name: 'Send a transaction for Wallet E2E Dapp' })
  await expect(prompt).toContainText(to)
  await expect(prompt).toContainText('0.01 ETH')
  await prompt.getByRole('button', { name: 'Approve' }).click()
  const hash = await sending
  const chain = readDevnetFromEnv().chains.find((c) => c.chainId === 1)!
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt).toMatchObject({
    status: 'success',
    from: devAccount.toLowerCase(),
    to: to.toLowerCase(),
  })
  await expect(page.getByRole('log')).toContainText(`Transaction ${hash} mined in block`)
})

test('Reject on a request gives the dapp a user rejection (4001) and leaves the session', async ({
  page,
}) => {
  const { dapp, session } = await connect(page)
  const signing = request<Hex>(dapp, session, 'personal_sign', [stringToHex('no'), devAccount])
  const outcome = settle(signing)
  const prompt = page.getByRole('article', { name: 'Sign a message for Wallet E2E Dapp' })
  await prompt.getByRole('button', { name: 'Reject' }).click()
  expect(await outcome).toEqual({ rejected: expect.objectContaining({ code: 4001 }) })
  await expect(page.getByRole('listitem', { name: 'Session with Wallet E2E Dapp' })).toBeVisible()
})

test('Reject on the proposal gives the dapp a rejection (5000)', async ({ page }) => {
  const dapp = await newDapp()
  const { uri, approval } = await propose(dapp)
  await openWallet(page, uri)
  const proposal = page.getByRole('article', { name: 'Connection request from Wallet E2E Dapp' })
  const outcome = settle(approval)
  await proposal.getByRole('button', { name: 'Reject' }).click()
  expect(await outcome).toEqual({ rejected: expect.objectContaining({ code: 5000 }) })
  await expect(proposal).toHaveCount(0)
  await expect(page.getByText('No dapp is connected.')).toBeVisible()
})

test('Disconnect in the page gives the dapp session_delete; HOSTILE H: the pending prompt goes with it', async ({
  page,
}) => {
  const { dapp, session } = await connect(page)
  void settle(request(dapp, session, 'personal_sign', [stringToHex('left'), devAccount]))
  const prompt = page.getByRole('article', { name: 'Sign a message for Wallet E2E Dapp' })
  await expect(prompt).toBeVisible()
  const deleted = new Promise<{ topic: string }>((resolve) => dapp.once('session_delete', resolve))
  await page.getByRole('button', { name: 'Disconnect Wallet E2E Dapp' }).click()
  expect((await deleted).topic).toBe(session.topic)
  await expect(page.getByText('No dapp is connected.')).toBeVisible()
  await expect(prompt).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Requests (0)', exact: true })).toBeVisible()
})

test('switching chain and account in the page emits chainChanged and accountsChanged', async ({
  page,
}) => {
  const { dapp } = await connect(page)
  const chainChanged = nextSessionEvent(dapp, 'chainChanged')
  await page
    .getByRole('combobox', { name: 'Chain' })
    .selectOption({ label: 'Polygon (devnet) (137)' })
  const chainEvent = await chainChanged
  expect(chainEvent.params).toMatchObject({
    chainId: 'eip155:137',
    event: { name: 'chainChanged', data: '0x89' },
  })

  const second = DEV_ACCOUNTS[1]!.address as Address
  const accountsChanged = nextSessionEvent(dapp, 'accountsChanged')
  await page.getByRole('combobox', { name: 'Account' }).selectOption(second)
  const accountEvent = await accountsChanged
  expect(accountEvent.params.event.data).toEqual([second])
  const updated = Object.values(dapp.session.getAll())[0]!
  expect(updated.namespaces.eip155?.accounts).toContain(`eip155:137:${second}`)
})

test('the Pair button explains a bad URI: not wc:, version 1, expired', async ({ page }) => {
  await openWallet(page)
  const field = page.getByLabel('Pairing URI')
  const pair = page.getByRole('button', { name: 'Pair' })
  await field.fill('https://example.com')
  await pair.click()
  await expect(page.getByRole('alert')).toHaveText('A pairing URI starts with "wc:".')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await field.fill(
    'wc:8a5e5bdc-a0e4-4702-ba63-8f1a5655744f@1?bridge=https%3A%2F%2Fb.example&key=41',
  )
  await pair.click()
  await expect(page.getByRole('alert')).toContainText('only version 2 is supported')
  const topic = 'a'.repeat(64)
  await field.fill(`wc:${topic}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1`)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toContainText('expired')
})
