import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import * as controllers from '@appkit/core/controllers'
import { STAND_IN_EOA as EOA, mainnet, makeSmartAccountFrame } from '@appkit/core/testing'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { proxy } from 'valtio'
import { describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../client/AppKit'
import { makeViewCore, renderView } from '../../testing/renderAccountView'
import { AccountTypeToggle } from './AccountTypeToggle'

/**
 * The secure site's frame stands in at the messenger edge, answering as apps/secure does (its
 * cross-origin frame cannot run in happy-dom; apps/secure/test/smartAccount.test.ts runs it with
 * a real bundler, and the demo's e2e/embeddedApproval.spec.ts drives the toggle in Chromium):
 * a switch to the smart account while the bundler is down is refused and the EOA stays in use.
 */
const frame = makeSmartAccountFrame('eoa')

vi.mock('../../features/email/getEmbeddedWallet', () => ({
  // Read when the view asks, after this module has made the frame.
  getEmbeddedWallet: () => ({ messenger: frame.messenger }),
}))

describe('AccountTypeToggle', () => {
  it('SPEC §4 "Preferred account type toggles between eoa and smartAccount ... On error falls back to EOA": a bundler outage keeps the EOA and says so; once it answers, the smart account is in use', async () => {
    const { core, evm } = makeViewCore()
    // The EVM adapter's embedded wallet capability: it takes the frame's account.
    Object.assign(evm, { setEmbeddedWallet: async () => {} })
    controllers.account.setChainAccountData(core.chain, evm.namespace, {
      address: EOA,
      caipAddress: `${mainnet.caipNetworkId}:${EOA}`,
      connectorId: AUTH_CONNECTOR_ID,
      preferredAccountType: 'eoa',
    })
    const appKit = {
      options: { secureSiteUrl: 'http://127.0.0.1:9' },
      lifecycle: proxy({ initialized: true, locale: 'en' }),
    }
    renderView(<AccountTypeToggle namespace={evm.namespace} />, core, appKit as unknown as AppKit)
    const toSmart = await screen.findByRole('button', { name: 'Switch to your smart account' })
    expect(screen.getByText('EOA (externally owned account)')).toBeTruthy()

    frame.state.bundlerDown = true
    fireEvent.click(toSmart)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The smart account is unavailable right now, so your EOA is in use. Try again later.',
    )
    expect(screen.getByText('EOA (externally owned account)')).toBeTruthy()
    expect(core.chain.namespaces[evm.namespace]?.accountState.preferredAccountType).toBe('eoa')

    frame.state.bundlerDown = false
    fireEvent.click(screen.getByRole('button', { name: 'Switch to your smart account' }))
    // The label turns as soon as the account type does; the button keeps its busy label until
    // the switch has finished, so wait for that.
    await waitFor(() => expect(screen.getByText('Smart account')).toBeTruthy())
    expect(await screen.findByRole('button', { name: 'Switch to your EOA' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(core.chain.namespaces[evm.namespace]?.accountState.preferredAccountType).toBe(
      'smartAccount',
    )
  })
})
