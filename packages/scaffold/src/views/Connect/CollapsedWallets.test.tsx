import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestAppKit } from '../../testing/createTestAppKit'
import { getAxeViolations, renderInModal } from '../../testing/renderInModal'
import ConnectView from './ConnectView'

// Never fetched here: the e-mail field and the social buttons only navigate.
const secureSiteUrl = 'http://127.0.0.1:4466'

function setup(options: Parameters<typeof createTestAppKit>[0] = {}) {
  const test = createTestAppKit({ secureSiteUrl, ...options })
  test.evm.connectors.push(
    {
      id: 'io.alpha',
      type: 'ANNOUNCED',
      name: 'Alpha',
      chain: 'eip155',
      info: { rdns: 'io.alpha' },
    },
    { id: 'coinbase', type: 'EXTERNAL', name: 'Coinbase', chain: 'eip155' },
  )
  test.evm.emit({ type: 'connectorsChanged', connectors: test.evm.connectors })
  return test
}

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
