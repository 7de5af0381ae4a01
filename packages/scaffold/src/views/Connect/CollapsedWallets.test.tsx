import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { getAxeViolations, renderInModal } from '../../testing/renderInModal'
import ConnectView from './ConnectView'
import {
  CONNECT_TEST_SECURE_SITE_URL,
  connectTestWallets,
  setupConnectView,
} from './connectViewSetup.fixture'

const { alpha, coinbase } = connectTestWallets
const setup = (options: Parameters<typeof setupConnectView>[0] = {}) =>
  setupConnectView({ secureSiteUrl: CONNECT_TEST_SECURE_SITE_URL, ...options }, [alpha, coinbase])

const walletTiles = () => document.querySelectorAll('.ak-wallet-item').length
const continueButton = () => screen.queryByRole('button', { name: 'Continue with a wallet' })
/** The ways to connect, top to bottom. */
const order = () =>
  [
    ...document.querySelectorAll(
      '.ak-connect-email, .ak-connect-socials, .ak-connect-collapsed, .ak-connect',
    ),
  ].map((element) => element.className.replace('ak-connect-', '').replace('ak-connect', 'wallets'))

describe("Connect's collapsed wallets (features.collapseWallets, emailShowWallets)", () => {
  it('collapseWallets: e-mail and socials first, then one "Continue with a wallet" button that reveals the list and focuses its first wallet', async () => {
    const user = userEvent.setup()
    const { appKit } = setup({ features: { collapseWallets: true, socials: ['google'] } })
    const { container } = renderInModal(<ConnectView />, appKit)
    expect(walletTiles()).toBe(0)
    expect(order()).toEqual(['email', 'socials', 'collapsed'])
    expect(await getAxeViolations(container)).toEqual([])
    await user.click(continueButton() as HTMLElement)
    expect(continueButton()).toBeNull()
    expect(walletTiles()).toBe(2)
    expect(document.activeElement?.querySelector('.ak-wallet-item-name')?.textContent).toBe('Alpha')
    expect(await getAxeViolations(container)).toEqual([])
    await user.keyboard('{Enter}')
    expect(appKit.core.router.view).toBe('ConnectingExternal')
  })

  it('emailShowWallets: false hides the wallets behind the same button beside e-mail login; true (default) lists them', () => {
    const hidden = renderInModal(
      <ConnectView />,
      setup({ features: { emailShowWallets: false, socials: false } }).appKit,
    )
    expect(walletTiles()).toBe(0)
    expect(order()).toEqual(['email', 'collapsed'])
    hidden.unmount()
    renderInModal(<ConnectView />, setup({ features: { socials: false } }).appKit)
    expect(continueButton()).toBeNull()
    expect(walletTiles()).toBe(2)
  })

  it('lists the wallets as usual when there is no other way to connect (no e-mail, no socials)', () => {
    renderInModal(
      <ConnectView />,
      setup({
        secureSiteUrl: undefined,
        features: { collapseWallets: true, emailShowWallets: false },
      } as never).appKit,
    )
    expect(continueButton()).toBeNull()
    expect(walletTiles()).toBe(2)
  })
})
