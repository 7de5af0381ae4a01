import { DEV_ACCOUNTS } from '@appkit/test'
import { expect, test } from '@playwright/test'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { propose } from './dappClient'
import { connect, guardLoopbackOnly, newDapp, request } from './walletFixture'
import { openWallet } from './walletPage'

const devAccount = DEV_ACCOUNTS[0]!.address

guardLoopbackOnly()

test('a request pending when the page reloads is shown again, and its approval reaches the dapp', async ({
  page,
}) => {
  const { dapp, session } = await connect(page)
  const text = 'Still here after a reload'
  const signing = request<Hex>(dapp, session, 'personal_sign', [stringToHex(text), devAccount])
  const prompt = page.getByRole('article', { name: 'Sign a message for Wallet E2E Dapp' })
  await expect(prompt).toContainText(text)
  await page.reload()
  expect(new URL(page.url()).searchParams.has('uri')).toBe(false)
  await expect(page.getByRole('listitem', { name: 'Session with Wallet E2E Dapp' })).toBeVisible()
  await expect(prompt).toContainText(text)
  await prompt.getByRole('button', { name: 'Approve' }).click()
  expect(
    await verifyMessage({ address: devAccount, message: text, signature: await signing }),
  ).toBe(true)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a proposal pending when the page reloads is shown again, and Approve still connects', async ({
  page,
}) => {
  const dapp = await newDapp()
  const { uri, approval } = await propose(dapp)
  await openWallet(page, uri)
  const proposal = page.getByRole('article', { name: 'Connection request from Wallet E2E Dapp' })
  await expect(proposal).toBeVisible()
  await page.reload()
  await proposal.getByRole('button', { name: 'Approve' }).click()
  expect((await approval).namespaces.eip155?.accounts).toContain(`eip155:1:${devAccount}`)
})
