import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import * as controllers from '@appkit/core/controllers'
import { mainnet } from '@appkit/core/testing'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  getAxeViolations,
  makeViewCore,
  renderView,
  serveJson,
} from '../../testing/renderAccountView'
import RegisterAccountNameSuccessView from './RegisterAccountNameSuccessView'

const address = '0x00000000000000000000000000000000000000a1'
const reversePath = `/v1/profile/reverse/${address}`

/** An account on the test adapter's first network, with the view opened directly on it. */
function openedDirectly(connectorId: string) {
  const made = makeViewCore()
  const { core } = made
  controllers.connectors.addConnector(core.connectors, {
    id: connectorId,
    type: connectorId === AUTH_CONNECTOR_ID ? 'AUTH' : 'INJECTED',
    name: 'Wallet',
    chain: made.evm.namespace,
  })
  controllers.account.setChainAccountData(core.chain, made.evm.namespace, {
    address,
    caipAddress: `${mainnet.caipNetworkId}:${address}`,
    connectorId,
  })
  // As open({ view: 'RegisterAccountNameSuccess' }) leaves the router.
  controllers.router.reset(core.router, 'RegisterAccountNameSuccess')
  return made
}

describe('RegisterAccountNameSuccess opened directly (open({ view }))', () => {
  it("shows the account's registered name, found by reverse lookup, and leads back to Account", async () => {
    serveJson('/v1/supported-chains', { http: [mainnet.caipNetworkId], ws: [] })
    serveJson(reversePath, [{ name: 'alice-wallet.dapp.test', addresses: {}, attributes: {} }])
    const { core } = openedDirectly(AUTH_CONNECTOR_ID)
    const { container } = renderView(<RegisterAccountNameSuccessView />, core)
    expect(
      await screen.findByText('alice-wallet.dapp.test is now the name of your account.'),
    ).toBeTruthy()
    expect(await getAxeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(core.router.history).toEqual(['Account'])
  })

  it('claims no success without a registered name: the embedded wallet goes to RegisterAccountName to choose one', async () => {
    serveJson('/v1/supported-chains', { http: [mainnet.caipNetworkId], ws: [] })
    serveJson(reversePath, [])
    const { core } = openedDirectly(AUTH_CONNECTOR_ID)
    renderView(<RegisterAccountNameSuccessView />, core)
    await waitFor(() => expect(core.router.view).toBe('RegisterAccountName'))
    expect(core.router.history).toEqual(['RegisterAccountName'])
    expect(screen.queryByText(/is now the name of your account/)).toBeNull()
  })

  it('claims no success without a registered name: a wallet that cannot register one goes to Account', async () => {
    serveJson('/v1/supported-chains', { http: [mainnet.caipNetworkId], ws: [] })
    serveJson(reversePath, [])
    const { core } = openedDirectly('injected')
    renderView(<RegisterAccountNameSuccessView />, core)
    await waitFor(() => expect(core.router.view).toBe('Account'))
    expect(screen.queryByText(/is now the name of your account/)).toBeNull()
  })

  it("SPEC §8 'Error fetching names for address' when the lookup fails, with the way back to Account", async () => {
    serveJson('/v1/supported-chains', { http: [mainnet.caipNetworkId], ws: [] })
    // No reverse lookup route: the name service answers 404.
    const { core } = openedDirectly(AUTH_CONNECTOR_ID)
    const { container } = renderView(<RegisterAccountNameSuccessView />, core)
    expect(await screen.findByText('Error fetching names for address')).toBeTruthy()
    expect(core.router.view).toBe('RegisterAccountNameSuccess')
    expect(await getAxeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(core.router.history).toEqual(['Account'])
  })

  it('without a connected account it goes to Connect', async () => {
    const { core } = makeViewCore()
    controllers.router.reset(core.router, 'RegisterAccountNameSuccess')
    renderView(<RegisterAccountNameSuccessView />, core)
    await waitFor(() => expect(core.router.view).toBe('Connect'))
  })
})
