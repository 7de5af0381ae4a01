import { expect, test } from '@playwright/test'
import { connectDevWallet, expectConnected, injectDevWallet } from './devWallet'
import { readExamplesEnv } from './examplesEnv'

const env = readExamplesEnv()

test('the Next.js App Router app renders on the server, connects the dev wallet, and after a reload is still connected with no hydration warning in the console', async ({
  page,
  request,
}, testInfo) => {
  // The server's HTML already holds the buttons (server rendering, no browser involved).
  const html = await (await request.get(env.nextUrl)).text()
  expect(html).toMatch(/<button id="connect"[^>]*>[\s\S]*Connect Wallet/)

  const messages: string[] = []
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
  // A failed request's console line names no URL: record which one it was.
  page.on('response', (response) => {
    if (response.status() >= 400) messages.push(`error: ${response.status()} ${response.url()}`)
  })
  await injectDevWallet(page, env)
  await page.goto(env.nextUrl)
  await expect(page.getByTestId('address')).toHaveText('not connected')
  await connectDevWallet(page)
  await expectConnected(page)
  // `storage: 'cookie'`: the modal's state is in cookies the server receives.
  const cookies = await page.context().cookies(env.nextUrl)
  expect(cookies.map((cookie) => decodeURIComponent(cookie.name)).join(' ')).toContain('@appkit')

  await page.reload()
  await expectConnected(page)
  await expect(page.getByRole('button', { name: 'Ethereum', exact: true })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('next-app-connected.png') })
  // Nothing on either load: no hydration warning or error (a production build reports a mismatch
  // as the page error 'Minified React error #418'), and no other warning or error.
  const problems = messages.filter((text) =>
    /^(error|warning|pageerror):|hydrat|did not match|mismatch/i.test(text),
  )
  expect(problems).toEqual([])
})
