import { createMemoryBackend } from '@appkit/core'
import type { TestServer } from '@appkit/core/testing'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestAppKit } from '../../testing/createTestAppKit'
import { getAxeViolations, renderInModal } from '../../testing/renderInModal'
import { startCorsTestServer } from '../../testing/startCorsTestServer'
import ConnectView from './ConnectView'

let server: TestServer
beforeAll(async () => {
  server = await startCorsTestServer({
    'GET /getWallets': (request) =>
      request.query.include
        ? {
            body: {
              data: [
                { id: 'feat-2', name: 'Featured Two', image_id: 'img-f2' },
                { id: 'feat-1', name: 'Featured One', image_id: 'img-f1' },
                { id: 'a-in-registry', name: 'Alpha', rdns: 'io.alpha' },
              ],
              count: 3,
            },
          }
        : { body: { data: [{ id: 'w1', name: 'Wallet 1' }], count: 437 } },
  })
})
afterAll(() => server.close())

function setup(options: Parameters<typeof createTestAppKit>[0] = {}) {
  const test = createTestAppKit(options)
  test.evm.connectors.push(
    {
      id: 'io.alpha',
      type: 'ANNOUNCED',
      name: 'Alpha',
      chain: 'eip155',
      info: { rdns: 'io.alpha' },
    },
    { id: 'io.beta', type: 'ANNOUNCED', name: 'Beta', chain: 'eip155', info: { rdns: 'io.beta' } },
    { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' },
    { id: 'coinbase', type: 'EXTERNAL', name: 'Coinbase', chain: 'eip155' },
    { id: 'io.bad', type: 'ANNOUNCED', name: 'Bad', chain: 'eip155', info: { rdns: 'io.bad' } },
  )
  test.evm.emit({ type: 'connectorsChanged', connectors: test.evm.connectors })
  return test
}

const tileNames = () =>
  [...document.querySelectorAll('.ak-wallet-item')].map((tile) =>
    [tile.querySelector('.ak-wallet-item-name'), tile.querySelector('.ak-wallet-tag')]
      .map((part) => part?.textContent ?? '')
      .join(''),
  )

// Only the presence of the loader matters here: the QR code view is another engineer's.
const qrViews = { ConnectingWalletConnect: async () => ({ default: () => null }) }

describe('Connect view', () => {
  it('SPEC §9 "Connector type order: walletConnect, recent, injected, featured, custom, external": recent, then installed, then external; excluded and (on desktop) the generic browser wallet hidden', async () => {
    const storage = createMemoryBackend()
    storage.setItem(
      '@appkit-wallet/recent_wallets',
      JSON.stringify([{ id: 'io.beta', name: 'Beta', rdns: 'io.beta' }]),
    )
    const { appKit } = setup({ excludeWallets: ['io.bad'], services: { storage } })
    renderInModal(<ConnectView />, appKit)
    expect(tileNames()).toEqual(['BetaRecent', 'AlphaInstalled', 'Coinbase'])
    expect(screen.queryByRole('button', { name: /All Wallets/ })).toBeNull()
  })

  it('SPEC §5 "Generic browser wallet hidden on desktop": shown on mobile, where it is installed', () => {
    const { appKit } = setup({
      services: { platform: { isMobile: true, url: 'http://127.0.0.1/', domain: '127.0.0.1' } },
    })
    renderInModal(<ConnectView />, appKit)
    expect(tileNames()).toContain('Browser WalletInstalled')
  })

  it('shows the All Wallets entry with the registry count when a wallet service is configured, and opens AllWallets', async () => {
    const { appKit } = setup({ apiUrls: { wallet: server.url } })
    renderInModal(<ConnectView />, appKit)
    const entry = await screen.findByRole('button', { name: 'All Wallets 430+' })
    expect(server.requests.some((r) => r.path === '/getWallets' && r.query.entries === '40')).toBe(
      true,
    )
    fireEvent.click(entry)
    expect(appKit.core.router.view).toBe('AllWallets')
  })

  it('HOSTILE C: with no wallet service the modal works with installed wallets only and asks nothing', () => {
    const before = server.requests.length
    const { appKit } = setup()
    renderInModal(<ConnectView />, appKit)
    expect(tileNames()).toEqual(['AlphaInstalled', 'BetaInstalled', 'BadInstalled', 'Coinbase'])
    expect(server.requests.length).toBe(before)
  })

  it('offers featured registry wallets (deduplicated, in featuredWalletIds order) only when the QR code flow exists', async () => {
    const options = {
      apiUrls: { wallet: server.url },
      excludeWallets: ['io.bad'],
      featuredWalletIds: ['feat-1', 'feat-2', 'a-in-registry'],
    }
    const withQr = setup(options)
    const { unmount } = renderInModal(<ConnectView />, withQr.appKit, qrViews)
    await waitFor(() =>
      expect(tileNames()).toEqual([
        'AlphaInstalled',
        'BetaInstalled',
        'Featured One',
        'Featured Two',
        'Coinbase',
      ]),
    )
    const image = document.querySelector<HTMLImageElement>('[data-wallet-id="wallet:feat-1"] img')
    expect(image?.getAttribute('src')).toMatch(/\/getWalletImage\/img-f1\?/)
    fireEvent.click(screen.getByRole('button', { name: 'Featured Two' }))
    expect(withQr.appKit.core.router.view).toBe('ConnectingWalletConnect')
    expect(withQr.appKit.core.router.data?.wallet).toMatchObject({
      id: 'feat-2',
      image_id: 'img-f2',
    })
    unmount()
    const withoutQr = setup(options)
    renderInModal(<ConnectView />, withoutQr.appKit)
    expect(tileNames()).toEqual(['AlphaInstalled', 'BetaInstalled', 'Coinbase'])
  })

  it('SPEC §9 "Connector type order: walletConnect, ..." — the WalletConnect connector comes first, tagged QR code, and opens ConnectingWalletConnect (not ConnectingExternal)', () => {
    const { appKit, evm } = setup({ excludeWallets: ['io.bad'] })
    evm.connectors.push({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: 'eip155',
    })
    evm.emit({ type: 'connectorsChanged', connectors: evm.connectors })
    renderInModal(<ConnectView />, appKit, qrViews)
    expect(tileNames()).toEqual([
      'WalletConnectQR code',
      'AlphaInstalled',
      'BetaInstalled',
      'Coinbase',
    ])
    fireEvent.click(screen.getByRole('button', { name: /^WalletConnect/ }))
    expect(appKit.core.router.view).toBe('ConnectingWalletConnect')
    expect(appKit.core.router.data?.wallet).toEqual({ id: 'walletConnect', name: 'WalletConnect' })
  })

  it('opens ConnectingWalletConnect with the registry record (its mobile and desktop links) for a recent wallet that is not installed', () => {
    const links = {
      id: 'mobile-one',
      name: 'Mobile One',
      mobile_link: 'mobileone://',
      desktop_link: 'https://desktop.mobile-one.example',
    }
    const storage = createMemoryBackend()
    storage.setItem('@appkit-wallet/recent_wallets', JSON.stringify([links]))
    const { appKit } = setup({ excludeWallets: ['io.bad'], services: { storage } })
    renderInModal(<ConnectView />, appKit, qrViews)
    expect(tileNames()[0]).toBe('Mobile OneRecent')
    fireEvent.click(screen.getByRole('button', { name: /^Mobile One/ }))
    expect(appKit.core.router.view).toBe('ConnectingWalletConnect')
    expect(appKit.core.router.data?.wallet).toMatchObject(links)
  })

  it('is operable by keyboard: Tab reaches each wallet and All Wallets, Enter connects the focused wallet', async () => {
    const user = userEvent.setup()
    const { appKit } = setup({ apiUrls: { wallet: server.url }, excludeWallets: ['io.bad'] })
    renderInModal(<ConnectView />, appKit)
    await screen.findByRole('button', { name: /All Wallets/ })
    await user.tab()
    expect(document.activeElement?.querySelector('.ak-wallet-item-name')?.textContent).toBe('Alpha')
    await user.tab()
    await user.tab()
    await user.tab()
    expect(document.activeElement?.textContent).toMatch(/^All Wallets/)
    await user.tab({ shift: true })
    await user.tab({ shift: true })
    await user.keyboard('{Enter}')
    expect(appKit.core.router.view).toBe('ConnectingExternal')
    expect(appKit.core.router.data).toMatchObject({
      connectorId: 'io.beta',
      wallet: { name: 'Beta' },
    })
  })

  it('HOSTILE B "Given a wallet announces after the modal has opened, then the list updates live"', async () => {
    const { appKit, evm } = setup({ excludeWallets: ['io.bad'] })
    renderInModal(<ConnectView />, appKit)
    expect(tileNames()).not.toContain('LateInstalled')
    act(() => {
      evm.connectors.push({
        id: 'io.late',
        type: 'ANNOUNCED',
        name: 'Late',
        chain: 'eip155',
        info: { rdns: 'io.late' },
      })
      evm.emit({ type: 'connectorsChanged', connectors: evm.connectors })
    })
    await waitFor(() =>
      expect(tileNames()).toEqual(['AlphaInstalled', 'BetaInstalled', 'LateInstalled', 'Coinbase']),
    )
  })

  it('has no axe violations', async () => {
    const { appKit } = setup({ apiUrls: { wallet: server.url } })
    const { container } = renderInModal(<ConnectView />, appKit)
    await screen.findByRole('button', { name: /All Wallets/ })
    expect(await getAxeViolations(container)).toEqual([])
  })
})
