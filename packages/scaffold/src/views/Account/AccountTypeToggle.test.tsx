import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import * as controllers from '@appkit/core/controllers'
import { mainnet } from '@appkit/core/testing'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { proxy } from 'valtio'
import { describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../client/AppKit'
import { makeViewCore, renderView } from '../../testing/renderAccountView'
import { AccountTypeToggle } from './AccountTypeToggle'

const EOA = '0x00000000000000000000000000000000000000e0'
const SMART = '0x000000000000000000000000000000000000005a'

/**
 * The secure site's frame stands in at the messenger edge, answering as apps/secure does (its
 * cross-origin frame cannot run in happy-dom; apps/secure/test/smartAccount.test.ts runs it with
 * a real bundler, and the demo's e2e/embeddedApproval.spec.ts drives the toggle in Chromium):
 * a switch to the smart account while the bundler is down is refused and the EOA stays in use.
 */
const frame = vi.hoisted(() => {
  const state = { type: 'eoa' as 'eoa' | 'smartAccount', bundlerDown: false }
  const messenger = {
    request: async (type: string, payload?: unknown) => {
      if (type === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS') return { smartAccountEnabledNetworks: [1] }
      if (type === 'SET_PREFERRED_ACCOUNT') {
        const next = (payload as { type: 'eoa' | 'smartAccount' }).type
        if (next === 'smartAccount' && state.bundlerDown) {
          state.type = 'eoa'
          throw new Error('The smart account is unavailable: its bundler did not answer')
        }
        state.type = next
        return {}
      }
      if (type === 'GET_USER')
        return {
          address: state.type === 'smartAccount' ? SMART : EOA,
          chainId: 1,
          preferredAccountType: state.type,
          smartAccountDeployed: false,
        }
      return {}
    },
    disconnect: async () => {},
  }
  return { state, messenger }
})

vi.mock('../../features/email/getEmbeddedWallet', () => ({
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
    await waitFor(() => expect(screen.getByText('Smart account')).toBeTruthy())
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: 'Switch to your EOA' })).toBeTruthy()
    expect(core.chain.namespaces[evm.namespace]?.accountState.preferredAccountType).toBe(
      'smartAccount',
    )
  })
})
