import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInModal } from '../../testing/renderInModal'
import AllWalletsView from '../AllWallets/AllWalletsView'
import ConnectView from './ConnectView'
import { connectTestWallets, setupConnectView } from './connectViewSetup.fixture'

const { alpha, browserWallet, coinbase } = connectTestWallets
const setup = (options: Parameters<typeof setupConnectView>[0] = {}) =>
  setupConnectView(options, [alpha, browserWallet, coinbase])

const names = () =>
  [...document.querySelectorAll('.ak-wallet-item-name')].map((name) => name.textContent)

// Only the presence of the loader matters here: the QR code view is another engineer's.
const qrViews = { ConnectingWalletConnect: async () => ({ default: () => null }) }

describe('Connect under the wallet options of createAppKit', () => {
  it('enableEIP6963: false hides announced wallets; enableInjected: false hides injected and announced ones', () => {
    const { unmount } = renderInModal(<ConnectView />, setup({ enableEIP6963: false }).appKit)
    expect(names()).toEqual(['Browser Wallet', 'Coinbase'])
    unmount()
    renderInModal(<ConnectView />, setup({ enableInjected: false }).appKit)
    expect(names()).toEqual(['Coinbase'])
  })

  it('AllWallets lists the installed wallets under the same options: enableEIP6963, enableInjected, connectorImages', async () => {
    const { unmount } = renderInModal(<AllWalletsView />, setup({ enableEIP6963: false }).appKit)
    expect(names()).toEqual(['Browser Wallet', 'Coinbase'])
    unmount()
    const hidden = renderInModal(<AllWalletsView />, setup({ enableInjected: false }).appKit)
    expect(names()).toEqual(['Coinbase'])
    hidden.unmount()
    const { appKit } = setup({ connectorImages: { 'io.alpha': 'https://img.example/alpha.png' } })
    renderInModal(<AllWalletsView />, appKit)
    expect(names()).toEqual(['Alpha', 'Browser Wallet', 'Coinbase'])
    const tile = screen.getByRole('button', { name: /Alpha/ })
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('https://img.example/alpha.png')
  })

  it('connectorImages replaces the image of the connector it names', () => {
    const { appKit } = setup({ connectorImages: { coinbase: 'https://img.example/cb.png' } })
    renderInModal(<ConnectView />, appKit)
    const tile = screen.getByRole('button', { name: /Coinbase/ })
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('https://img.example/cb.png')
  })

  it("customWallets fill SPEC §9's 'custom' section: after installed, before external, when QR connection exists", () => {
    const custom = [
      { id: 'my-wallet', name: 'My Wallet', image_url: 'https://img.example/mine.png' },
    ]
    const { appKit } = setup({ customWallets: custom })
    const { unmount } = renderInModal(<ConnectView />, appKit, qrViews)
    expect(names()).toEqual(['Alpha', 'Browser Wallet', 'My Wallet', 'Coinbase'])
    unmount()
    renderInModal(<ConnectView />, setup({ customWallets: custom }).appKit)
    expect(names()).not.toContain('My Wallet')
  })
})
