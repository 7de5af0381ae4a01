import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import * as flows from '@appkit/core/flows'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { readAccount } from '../../client/readInstanceState'
import { AccountButton } from '../../react/buttons/AccountButton'
import { createTestAppKit } from '../../testing/createTestAppKit'
import { makeViewCore, renderView } from '../../testing/renderAccountView'
import AccountView from './AccountView'

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const longEmail = 'a.very.long.name@example-company.com'

afterEach(() => {
  document.body.innerHTML = ''
})

/** Connects `core` through the AUTH connector with the embedded wallet's user, as core's flow leaves it. */
async function connectAuth(
  core: ReturnType<typeof makeViewCore>['core'],
  user: { email?: string; userName?: string },
  socialProvider?: 'discord',
) {
  await flows.onConnected(core, 'eip155', AUTH_CONNECTOR_ID, {
    caipAddress: `eip155:1:${address}`,
    accounts: [],
  })
  Object.assign(core.chain.namespaces.eip155!.accountState, {
    user: { ...user, address, chainId: 1 },
    socialProvider,
  })
}

describe('the display name of the embedded wallet', () => {
  it('SPEC §5 "Display name: ... else e-mail, cut to 27 characters plus an ellipsis when over 30": Account shows the cut e-mail, not the address', async () => {
    const { core } = makeViewCore()
    await connectAuth(core, { email: longEmail })
    renderView(<AccountView />, core)
    expect(screen.getByText('a.very.long.name@example-co...')).toBeTruthy()
    expect(screen.queryByText('0x5a...1BeAed')).toBeNull()
  })

  it('SPEC §5 "social username (trailing 0 removed for discord)": Account and the account button show it', async () => {
    const { core } = makeViewCore()
    await connectAuth(core, { email: 'x@discord.test', userName: 'alice0' }, 'discord')
    renderView(<AccountView />, core)
    expect(screen.getByText('alice')).toBeTruthy()
    expect(readAccount(core).embeddedWalletInfo).toEqual({
      user: { email: 'x@discord.test', username: 'alice0' },
      authProvider: 'discord',
      accountType: 'smartAccount',
    })

    const test = createTestAppKit()
    render(<AccountButton balance="hide" />)
    await act(() =>
      connectAuth(test.appKit.core, { email: 'x@discord.test', userName: 'bob0' }, 'discord'),
    )
    expect((await screen.findByRole('button', { name: /bob/ })).textContent).toContain('bob')
  })

  it('a wallet that is not the embedded one shows its address even with a user left in the state', async () => {
    const { core } = makeViewCore()
    await connectAuth(core, { email: 'c@x.io' })
    await flows.onConnected(core, 'eip155', 'io.metamask', {
      caipAddress: `eip155:1:${address}`,
      accounts: [],
    })
    renderView(<AccountView />, core)
    expect(screen.getByText('0x5a...1BeAed')).toBeTruthy()
    expect(screen.queryByText('c@x.io')).toBeNull()
    expect(readAccount(core).embeddedWalletInfo).toBeUndefined()
  })
})
