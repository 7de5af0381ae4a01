import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import * as controllers from '@appkit/core/controllers'
import { mainnet } from '@appkit/core/testing'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  getAxeViolations,
  getServedRequests,
  makeViewCore,
  renderView,
  serveJson,
} from '../../testing/renderAccountView'
import RegisterAccountNameSuccessView from '../RegisterAccountNameSuccess/RegisterAccountNameSuccessView'
import RegisterAccountNameView from './RegisterAccountNameView'

const rule = 'A name needs at least 4 characters: letters, digits and hyphens only'

/** An embedded-wallet (AUTH) account on the test adapter's first network, on RegisterAccountName. */
function embeddedAccount() {
  const made = makeViewCore()
  const { core } = made
  controllers.connectors.addConnector(core.connectors, {
    id: AUTH_CONNECTOR_ID,
    type: 'AUTH',
    name: 'Email',
    chain: made.evm.namespace,
  })
  controllers.account.setChainAccountData(core.chain, made.evm.namespace, {
    address: '0xa',
    caipAddress: `${mainnet.caipNetworkId}:0xa`,
    connectorId: AUTH_CONNECTOR_ID,
  })
  controllers.router.push(core.router, 'Account')
  controllers.router.push(core.router, 'RegisterAccountName')
  return made
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement
const registrations = () =>
  getServedRequests().filter((r) => r.method === 'POST' && r.path === '/v1/profile/account')

describe('RegisterAccountName view', () => {
  it.each([
    ['under 4 characters', 'ab'],
    ['an underscore', 'ab_cd'],
    ['a Cyrillic look-alike', 'p\u0430ypal'],
    ['a space', 'my name'],
  ])(
    'SPEC §5 "Account name: at least 4 characters, letters, digits, hyphens only": %s is refused with the rule before any signature',
    async (_why, typed) => {
      const { core, evm } = embeddedAccount()
      renderView(<RegisterAccountNameView />, core)
      fireEvent.change(nameField(), { target: { value: typed } })
      fireEvent.click(screen.getByRole('button', { name: 'Register' }))
      await waitFor(() => expect(screen.getByText(rule)).toBeTruthy())
      expect(nameField().getAttribute('aria-invalid')).toBe('true')
      expect(evm.calls).toEqual([])
      expect(registrations()).toEqual([])
      expect(core.router.view).toBe('RegisterAccountName')
    },
  )

  it('lower-cases capitals as they are typed', () => {
    const { core } = embeddedAccount()
    renderView(<RegisterAccountNameView />, core)
    fireEvent.change(nameField(), { target: { value: 'Alice-Wallet' } })
    expect(nameField().value).toBe('alice-wallet')
  })

  it('shows the suggestions (500 ms after typing); a free one fills the field, a taken one refuses the name before any signature', async () => {
    serveJson('/v1/profile/suggestions/alice', {
      suggestions: [
        { name: 'alice.dapp.test', registered: true },
        { name: 'alice-app.dapp.test', registered: false },
      ],
    })
    const { core, evm } = embeddedAccount()
    renderView(<RegisterAccountNameView />, core)
    fireEvent.change(nameField(), { target: { value: 'alice' } })
    const list = await screen.findByRole('list', { name: 'Suggestions' }, { timeout: 3000 })
    expect(list.textContent).toContain('alice.dapp.testTaken')
    expect(screen.getByText('alice is already taken')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(evm.calls).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'alice-app.dapp.test Available' }))
    expect(nameField().value).toBe('alice-app')
  })

  it('SPEC §4 "Success stores the profile name and shows the success view": the wallet signs the JSON message, the name shows on RegisterAccountNameSuccess, which leads back to Account', async () => {
    serveJson('/v1/profile/account', { success: true, name: 'alice-wallet.dapp.test' }, 'POST')
    const { core, evm } = embeddedAccount()
    const view = renderView(<RegisterAccountNameView />, core)
    fireEvent.change(nameField(), { target: { value: 'alice-wallet' } })
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(core.router.view).toBe('RegisterAccountNameSuccess'))
    expect(evm.calls).toHaveLength(1)
    const message = JSON.parse(evm.calls[0]?.slice('sign:'.length) ?? '')
    expect(message).toEqual({ name: 'alice-wallet', attributes: {}, timestamp: expect.any(Number) })
    view.unmount()
    renderView(<RegisterAccountNameSuccessView />, core)
    expect(screen.getByText('alice-wallet.dapp.test is now the name of your account.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(core.router.history).toEqual(['Account'])
  })

  it('SPEC §4 "failure restores the registration view": \'Error registering name {name}\' shows, and what was typed stays', async () => {
    // No registration route: the name service refuses (404).
    const { core } = embeddedAccount()
    renderView(<RegisterAccountNameView />, core)
    fireEvent.change(nameField(), { target: { value: 'unlucky' } })
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('Error registering name unlucky')).toBeTruthy()
    expect(core.router.view).toBe('RegisterAccountName')
    expect(nameField().value).toBe('unlucky')
  })

  it('is keyboard operable (Enter in the field registers) and has no axe violations, nor with the rule shown', async () => {
    serveJson('/v1/profile/account', { success: true, name: 'keys-only.dapp.test' }, 'POST')
    const { core } = embeddedAccount()
    const { container } = renderView(<RegisterAccountNameView />, core)
    expect(await getAxeViolations(container)).toEqual([])
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toBe(nameField())
    await user.keyboard('ab{Enter}')
    expect(await screen.findByText(rule)).toBeTruthy()
    expect(await getAxeViolations(container)).toEqual([])
    await user.keyboard('{Backspace}{Backspace}keys-only{Enter}')
    await waitFor(() => expect(core.router.view).toBe('RegisterAccountNameSuccess'))
  })

  it('the success view has no axe violations and its button is reached by keyboard', async () => {
    const { core, evm } = embeddedAccount()
    controllers.account.setChainAccountData(core.chain, evm.namespace, {
      profileName: 'bob.dapp.test',
    })
    const { container } = renderView(<RegisterAccountNameSuccessView />, core)
    expect(await getAxeViolations(container)).toEqual([])
    const user = userEvent.setup()
    await user.tab()
    await act(() => user.keyboard('{Enter}'))
    expect(core.router.view).toBe('Account')
  })
})
