import type { TestServer } from '@appkit/core/testing'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestAppKit } from '../../testing/createTestAppKit'
import { getAxeViolations, renderInModal } from '../../testing/renderInModal'
import { startCorsTestServer } from '../../testing/startCorsTestServer'
import ConnectView from './ConnectView'

let server: TestServer
beforeAll(async () => {
  server = await startCorsTestServer({
    'GET /getWallets': () => ({ body: { data: [{ id: 'w1', name: 'Wallet 1' }], count: 1 } }),
  })
})
afterAll(() => server.close())

const guide = () => screen.queryByText("Haven't got a wallet?")

/** Renders Connect and waits for its first wallet page, so no request outlives the test. */
async function renderConnect(appKit: ReturnType<typeof createTestAppKit>['appKit']) {
  const rendered = renderInModal(<ConnectView />, appKit)
  await screen.findByText('1', { selector: '.ak-connect-count' })
  return rendered
}

describe('enableWalletGuide (AppKit option) on Connect', () => {
  it('on by default: "Haven\'t got a wallet? Get started" opens AllWallets', async () => {
    const { appKit } = createTestAppKit({ apiUrls: { wallet: server.url } })
    const { container } = await renderConnect(appKit)
    expect(guide()).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }))
    expect(appKit.core.router.view).toBe('AllWallets')
    expect(await getAxeViolations(container)).toEqual([])
  })

  it('is reached with the keyboard and Enter opens AllWallets', async () => {
    const { appKit } = createTestAppKit({ apiUrls: { wallet: server.url } })
    await renderConnect(appKit)
    screen.getByRole('button', { name: 'Get started' }).focus()
    await userEvent.setup().keyboard('{Enter}')
    expect(appKit.core.router.view).toBe('AllWallets')
  })

  it('enableWalletGuide: false shows no guide', async () => {
    const { appKit } = createTestAppKit({
      apiUrls: { wallet: server.url },
      enableWalletGuide: false,
    })
    await renderConnect(appKit)
    expect(guide()).toBeNull()
    expect(screen.queryByRole('button', { name: 'Get started' })).toBeNull()
  })

  it('shows no guide without a wallet list to open (no wallet service): never a dead action', () => {
    renderInModal(<ConnectView />, createTestAppKit().appKit)
    expect(guide()).toBeNull()
  })
})
