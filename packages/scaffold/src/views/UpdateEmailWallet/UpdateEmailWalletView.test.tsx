import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import * as flows from '@appkit/core/flows'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { getAxeViolations, makeViewCore, renderView } from '../../testing/renderAccountView'
import AccountView from '../Account/AccountView'
import UpdateEmailWalletView from './UpdateEmailWalletView'

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

afterEach(() => {
  document.body.innerHTML = ''
})

/** A core connected through the AUTH connector, as core's embedded wallet flow leaves it. */
async function connectedCore(user: { email?: string; userName?: string }, social?: 'discord') {
  const { core } = makeViewCore()
  await flows.onConnected(core, 'eip155', AUTH_CONNECTOR_ID, {
    caipAddress: `eip155:1:${address}`,
    accounts: [],
  })
  Object.assign(core.chain.namespaces.eip155!.accountState, {
    user: { ...user, address, chainId: 1 },
    socialProvider: social,
  })
  return core
}

describe('UpdateEmailWallet (SPEC §2, §4 "E-mail change: primary-email code, then secondary-email code")', () => {
  it('Account offers "Edit email" to an e-mail login only, and it opens UpdateEmailWallet, by keyboard', async () => {
    const user = userEvent.setup()
    const core = await connectedCore({ email: 'ada@example.com' })
    const view = renderView(<AccountView />, core)
    const edit = screen.getByRole('button', { name: 'Edit email' })
    edit.focus()
    await user.keyboard('{Enter}')
    expect(core.router.view).toBe('UpdateEmailWallet')
    view.unmount()
    renderView(
      <AccountView />,
      await connectedCore({ email: 'x@d.test', userName: 'bo0' }, 'discord'),
    )
    expect(screen.queryByRole('button', { name: 'Edit email' })).toBeNull()
  })

  it('SPEC §5 "E-mail must be a valid e-mail string": an invalid one, or the current one, is refused before any code is sent; no axe violations', async () => {
    const user = userEvent.setup()
    const core = await connectedCore({ email: 'ada@example.com' })
    const { container } = renderView(<UpdateEmailWalletView />, core)
    expect(
      screen.getByText(
        'Enter the new e-mail for this wallet. Codes go to ada@example.com first, then to the new e-mail.',
      ),
    ).toBeTruthy()
    expect(await getAxeViolations(container)).toEqual([])
    const field = screen.getByLabelText('New email')
    await user.click(field)
    await user.keyboard('not-an-email{Enter}')
    expect(screen.getByRole('alert').textContent).toContain('Enter a valid e-mail address.')
    await user.clear(field)
    await user.keyboard('ADA@example.com{Enter}')
    expect(screen.getByRole('alert').textContent).toContain("This is already this wallet's e-mail.")
    expect(await getAxeViolations(container)).toEqual([])
    // Nothing went to the embedded wallet: its frame was never added to the page.
    expect(document.querySelector('iframe')).toBeNull()
  })
})
