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

const { alpha, coinbase, embedded } = connectTestWallets
const setup = (options: Parameters<typeof setupConnectView>[0] = {}, injected = false) =>
  setupConnectView({ secureSiteUrl: CONNECT_TEST_SECURE_SITE_URL, ...options }, [
    coinbase,
    embedded,
    ...(injected ? [alpha] : []),
  ])

/** The order of the e-mail field and the wallet list in the view. */
const methodOrder = () =>
  [...document.querySelectorAll('.ak-connect-email, .ak-connect')].map((element) =>
    element.classList.contains('ak-connect-email') ? 'email' : 'wallet',
  )

describe('Connect view: e-mail login', () => {
  it('SPEC §9 "Connect method order default: email, social, wallet; wallet, email, social when an injected wallet is shown"', () => {
    const first = setup()
    const view = renderInModal(<ConnectView />, first.appKit)
    expect(methodOrder()).toEqual(['email', 'wallet'])
    expect(screen.queryByText('Embedded wallet')).toBeNull()
    view.unmount()
    renderInModal(<ConnectView />, setup({}, true).appKit)
    expect(methodOrder()).toEqual(['wallet', 'email'])
  })

  it('offers no e-mail field without a secure site, or with the email feature off', () => {
    const view = renderInModal(<ConnectView />, setup({ secureSiteUrl: undefined } as never).appKit)
    expect(screen.queryByLabelText('Email')).toBeNull()
    view.unmount()
    renderInModal(<ConnectView />, setup({ features: { email: false } }).appKit)
    expect(screen.queryByLabelText('Email')).toBeNull()
  })

  it('SPEC §5 "E-mail must be a valid e-mail string": an invalid one is refused; a valid one opens the e-mail panel, by keyboard', async () => {
    const user = userEvent.setup()
    const { appKit } = setup()
    renderInModal(<ConnectView />, appKit)
    const field = screen.getByLabelText('Email')
    await user.tab()
    expect(document.activeElement).toBe(field)
    await user.keyboard('not-an-email{Enter}')
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address.')
    expect(appKit.core.router.view).toBe('Connect')
    await user.clear(field)
    await user.keyboard('ada@example.com')
    await user.tab()
    await user.keyboard('{Enter}')
    expect(appKit.core.router.view).toBe('FeaturePanel')
    expect(appKit.core.router.data).toEqual({ panel: 'email', email: 'ada@example.com' })
  })

  it('has no axe violations, with the e-mail field empty and refused', async () => {
    const user = userEvent.setup()
    const { container } = renderInModal(<ConnectView />, setup().appKit)
    expect(await getAxeViolations(container)).toEqual([])
    await user.click(screen.getByLabelText('Email'))
    await user.keyboard('x{Enter}')
    expect(await getAxeViolations(container)).toEqual([])
  })
})
