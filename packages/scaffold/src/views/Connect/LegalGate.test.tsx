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

const legal = {
  termsConditionsUrl: 'https://dapp.example/terms',
  privacyPolicyUrl: 'https://dapp.example/privacy',
}

const setup = (options: Parameters<typeof setupConnectView>[0] = {}) =>
  setupConnectView(
    {
      secureSiteUrl: CONNECT_TEST_SECURE_SITE_URL,
      ...legal,
      features: { legalCheckbox: true, socials: ['google', 'x'] },
      ...options,
    },
    [connectTestWallets.alpha],
  )

// By its label's text: happy-dom's accessible name puts a space before the '.' after a link.
const checkbox = () =>
  screen.getByLabelText('I agree to our Terms of Service and Privacy Policy.', {
    selector: 'input[type=checkbox]',
  })

describe("Connect's legal checkbox (features.legalCheckbox)", () => {
  it('asks to accept the linked terms, and keeps wallets, e-mail and socials disabled with an explanation until ticked', async () => {
    const user = userEvent.setup()
    const { appKit } = setup()
    const { container } = renderInModal(<ConnectView />, appKit)
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      legal.termsConditionsUrl,
    )
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      legal.privacyPolicyUrl,
    )
    // The checkbox replaces the legal line.
    expect(screen.queryByText(/By connecting your wallet/)).toBeNull()
    const ways = container.querySelector('fieldset') as HTMLFieldSetElement
    expect(ways.disabled).toBe(true)
    const hint = document.getElementById(ways.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toBe('Accept the terms above to choose a way to connect.')
    expect(getComputedStyle(hint as HTMLElement).visibility).not.toBe('hidden')
    expect(ways.contains(screen.getByLabelText('Email'))).toBe(true)
    expect(ways.contains(screen.getByRole('button', { name: /^Alpha/ }))).toBe(true)
    expect(ways.contains(screen.getByRole('button', { name: 'Continue with Google' }))).toBe(true)

    screen.getByRole('button', { name: /^Alpha/ }).click()
    screen.getByRole('button', { name: 'Continue with Google' }).click()
    expect(appKit.core.router.view).toBe('Connect')
    expect(await getAxeViolations(container)).toEqual([])

    await user.click(checkbox())
    expect(ways.disabled).toBe(false)
    expect(ways.hasAttribute('aria-describedby')).toBe(false)
    // The hint hides but keeps its place: the checkbox does not move under the pointer.
    expect(hint?.isConnected).toBe(true)
    expect(hint?.getAttribute('aria-hidden')).toBe('true')
    expect(getComputedStyle(hint as HTMLElement).visibility).toBe('hidden')
    expect(await getAxeViolations(container)).toEqual([])
    await user.click(screen.getByRole('button', { name: /^Alpha/ }))
    expect(appKit.core.router.view).toBe('ConnectingExternal')
  })

  it('keeps the tick for the instance when Connect shows again', async () => {
    const user = userEvent.setup()
    const { appKit } = setup()
    const first = renderInModal(<ConnectView />, appKit)
    await user.click(checkbox())
    first.unmount()
    const { container } = renderInModal(<ConnectView />, appKit)
    expect((checkbox() as HTMLInputElement).checked).toBe(true)
    expect((container.querySelector('fieldset') as HTMLFieldSetElement).disabled).toBe(false)
  })

  it('shows no checkbox and locks nothing without a terms or privacy URL, or with the feature off', () => {
    const view = renderInModal(
      <ConnectView />,
      setup({ termsConditionsUrl: undefined, privacyPolicyUrl: undefined } as never).appKit,
    )
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(document.querySelector('fieldset')).toBeNull()
    view.unmount()
    renderInModal(<ConnectView />, setup({ features: { legalCheckbox: false } }).appKit)
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.getByText(/By connecting your wallet, you agree to our/)).toBeTruthy()
  })

  it('HOSTILE E: a document URL that is not https is named in the label but never linked', () => {
    renderInModal(
      <ConnectView />,
      setup({ termsConditionsUrl: 'javascript:alert(1)', privacyPolicyUrl: undefined } as never)
        .appKit,
    )
    expect(
      screen.getByLabelText('I agree to our Terms of Service.', {
        selector: 'input[type=checkbox]',
      }),
    ).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
