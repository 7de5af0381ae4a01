import type { TestServer } from '@appkit/core/testing'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestAppKit } from '../../testing/createTestAppKit'
import { createManualClock, getAxeViolations, renderInModal } from '../../testing/renderInModal'
import { startCorsTestServer } from '../../testing/startCorsTestServer'
import AllWalletsView from './AllWalletsView'

const wallet = (i: number) => ({ id: `w${i}`, name: `Wallet ${i}`, image_id: `img-${i}` })
let server: TestServer
beforeAll(async () => {
  server = await startCorsTestServer({
    'GET /getWallets': (request) => {
      const page = Number(request.query.page)
      const entries = Number(request.query.entries)
      if (request.query.search)
        return { body: { data: [{ id: 'zen', name: 'Zen Wallet' }], count: 1 } }
      return {
        body: {
          data: Array.from({ length: entries }, (_, i) => wallet((page - 1) * entries + i)),
          count: 100,
        },
      }
    },
  })
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
})

function setup(options: Parameters<typeof createTestAppKit>[0] = {}) {
  const test = createTestAppKit(options)
  test.evm.connectors.push({
    id: 'io.dev',
    type: 'ANNOUNCED',
    name: 'Dev Wallet',
    chain: 'eip155',
    info: { rdns: 'io.dev' },
  })
  test.evm.emit({ type: 'connectorsChanged', connectors: test.evm.connectors })
  return test
}

// Only the presence of the loader matters here: the QR code view has tests of its own.
const qrViews = { ConnectingWalletConnect: async () => ({ default: () => null }) }

const walletQueries = () =>
  server.requests.filter((r) => r.path === '/getWallets').map((r) => r.query)

describe('AllWallets view', () => {
  it('SPEC §9 "Wallet list: 4 recommended, 40 per page": installed first, then the recommended and the first page from the wallet service', async () => {
    const { appKit } = setup({
      apiUrls: { wallet: server.url },
      includeWalletIds: ['w1', 'w2'],
    })
    renderInModal(<AllWalletsView />, appKit)
    const grid = await screen.findByRole('grid', { name: 'All wallets' })
    expect(grid.getAttribute('aria-rowcount')).toBe(String(Math.ceil(41 / 4)))
    expect(walletQueries()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ page: '1', entries: '40', include: 'w1,w2' }),
        expect.objectContaining({ page: '1', entries: '4', include: 'w1,w2' }),
      ]),
    )
    const names = within(grid)
      .getAllByRole('button')
      .slice(0, 6)
      .map((b) => b.querySelector('.ak-wallet-item-name')?.textContent)
    expect(names).toEqual([
      'Dev Wallet',
      'Wallet 0',
      'Wallet 1',
      'Wallet 2',
      'Wallet 3',
      'Wallet 4',
    ])
    const more = screen.getByRole('button', { name: 'Show more wallets' })
    fireEvent.click(more)
    await waitFor(() =>
      expect(walletQueries()).toContainEqual(expect.objectContaining({ page: '2', entries: '40' })),
    )
    await waitFor(() => expect(grid.getAttribute('aria-rowcount')).toBe(String(Math.ceil(81 / 4))))
  })

  it('SPEC §9 "search minimum display 300 ms": the searching state stays until 300 ms after the search started, then shows the results', async () => {
    const clock = createManualClock()
    const { appKit } = setup({ apiUrls: { wallet: server.url }, services: { clock } })
    renderInModal(<AllWalletsView />, appKit)
    await screen.findByRole('grid')
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), {
      target: { value: 'zen' },
    })
    expect(screen.getByRole('status', { name: 'Searching' })).toBeTruthy()
    expect(clock.pending()).toContain(500)
    act(() => clock.fire(500))
    await waitFor(() =>
      expect(walletQueries()).toContainEqual(
        expect.objectContaining({ search: 'zen', entries: '100' }),
      ),
    )
    await waitFor(() => expect(clock.pending()).toContain(300))
    expect(screen.getByRole('status', { name: 'Searching' })).toBeTruthy()
    act(() => clock.fire(300))
    const grid = await screen.findByRole('grid')
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.querySelector('.ak-wallet-item-name')?.textContent),
    ).toEqual(['Zen Wallet'])
  })

  it('HOSTILE C: without a wallet service it lists the installed wallets, searches them by name and asks nothing', async () => {
    const clock = createManualClock()
    const { appKit } = setup({ services: { clock } })
    renderInModal(<AllWalletsView />, appKit)
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('1')
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nothing' } })
    act(() => clock.fire(500))
    await waitFor(() => expect(clock.pending()).toContain(300))
    act(() => clock.fire(300))
    expect(await screen.findByText('No wallet found')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Show more wallets' })).toBeNull()
    expect(server.requests).toEqual([])
  })

  it('opens ConnectingExternal for an installed wallet and ConnectingWalletConnect with the registry record for the others', async () => {
    const { appKit } = setup({ apiUrls: { wallet: server.url } })
    renderInModal(<AllWalletsView />, appKit)
    const grid = await screen.findByRole('grid')
    await waitFor(() => expect(within(grid).getAllByRole('button').length).toBeGreaterThan(1))
    fireEvent.click(within(grid).getAllByRole('button')[1] as HTMLElement)
    expect(appKit.core.router.view).toBe('ConnectingWalletConnect')
    expect(appKit.core.router.data?.wallet).toEqual(wallet(0))
    fireEvent.click(within(grid).getAllByRole('button')[0] as HTMLElement)
    expect(appKit.core.router.view).toBe('ConnectingExternal')
    expect(appKit.core.router.data).toMatchObject({ connectorId: 'io.dev' })
  })

  it('offers the QR code entry beside the search when the WalletConnect flow exists: it opens ConnectingWalletConnect for any WalletConnect wallet', async () => {
    const withQr = setup()
    const { unmount } = renderInModal(<AllWalletsView />, withQr.appKit, qrViews)
    fireEvent.click(screen.getByRole('button', { name: 'WalletConnect QR code' }))
    expect(withQr.appKit.core.router.view).toBe('ConnectingWalletConnect')
    expect(withQr.appKit.core.router.data?.wallet).toEqual({
      id: 'walletConnect',
      name: 'WalletConnect',
    })
    unmount()
    const withoutQr = setup()
    renderInModal(<AllWalletsView />, withoutQr.appKit)
    expect(screen.getByRole('searchbox', { name: 'Search wallets' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'WalletConnect QR code' })).toBeNull()
    const disabled = setup({ enableWalletConnect: false })
    renderInModal(<AllWalletsView />, disabled.appKit, qrViews)
    expect(screen.queryByRole('button', { name: 'WalletConnect QR code' })).toBeNull()
  })

  it('is operable by keyboard (search field, then the grid with arrow keys) and has no axe violations', async () => {
    const { appKit } = setup({ apiUrls: { wallet: server.url } })
    const { container } = renderInModal(<AllWalletsView />, appKit)
    const grid = await screen.findByRole('grid')
    await waitFor(() => expect(within(grid).getAllByRole('button').length).toBeGreaterThan(4))
    const first = within(grid).getAllByRole('button')[0] as HTMLElement
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    await waitFor(() =>
      expect(document.activeElement?.querySelector('.ak-wallet-item-name')?.textContent).toBe(
        'Wallet 0',
      ),
    )
    await userEvent.setup().keyboard('{Enter}')
    expect(appKit.core.router.view).toBe('ConnectingWalletConnect')
    expect(await getAxeViolations(container)).toEqual([])
  })
})
