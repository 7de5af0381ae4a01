import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ModalAlert } from '../../host/ModalAlert'
import { getAxeViolations, makeViewCore, renderView } from '../../testing/renderAccountView'
import ProfileWalletsView from './ProfileWalletsView'

const alpha = '0x1111111111111111111111111111111111111111'
const beta = '0x2222222222222222222222222222222222222222'
const sol = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** Two EVM wallets (Alpha active) and one Solana wallet, multi-wallet on unless said. */
async function threeWallets(multiWallet = true) {
  const made = makeViewCore({ features: { multiWallet } })
  const { core } = made
  for (const [id, name, chain] of [
    ['alpha', 'Alpha Wallet', 'eip155'],
    ['beta', 'Beta Wallet', 'eip155'],
    ['phantom', 'Phantom', 'solana'],
  ] as const)
    controllers.connectors.addConnector(core.connectors, { id, type: 'INJECTED', name, chain })
  const connect = (
    ns: 'eip155' | 'solana',
    id: string,
    address: string,
    chainId: string | number,
  ) =>
    flows.onConnected(core, ns, id, {
      caipAddress: `${ns}:${chainId}:${address}`,
      accounts: [{ caipAddress: `${ns}:${chainId}:${address}`, purpose: 'eoa' }],
    })
  await connect('eip155', 'alpha', alpha, 1)
  await connect('eip155', 'beta', beta, 1)
  await connect('solana', 'phantom', sol, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  if (multiWallet) await flows.activateConnection(core, 'eip155', 'alpha')
  await flows.open(core, { view: 'Account' })
  controllers.router.push(core.router, 'ProfileWallets')
  return made
}

const row = (name: string) =>
  screen.getByText(name, { selector: '.ak-profile-wallet-name' }).closest('li') as HTMLElement

/** Clicks the button once the previous action is over (its buttons are usable again). */
async function clickWhenEnabled(name: string) {
  const button = screen.getByRole('button', { name }) as HTMLButtonElement
  await waitFor(() => expect(button.disabled).toBe(false))
  fireEvent.click(button)
}

describe('ProfileWallets view', () => {
  it('SPEC §6 "Multi-wallet (remote flag) gates listing ... otherwise an info alert \'Multi-Wallet Not Enabled\'"', async () => {
    const { core } = await threeWallets(false)
    renderView(
      <>
        <ModalAlert />
        <ProfileWalletsView />
      </>,
      core,
    )
    // Through core's listWalletConnections: its gate raises the alert the host shows.
    expect((await screen.findByRole('status')).textContent).toContain('Multi-Wallet Not Enabled')
    expect(core.alerts).toMatchObject({ open: true, variant: 'info' })
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.queryByText('Alpha Wallet')).toBeNull()
  })

  it('SPEC §4 lists the connections per namespace, the active wallet marked', async () => {
    const { core } = await threeWallets()
    renderView(<ProfileWalletsView />, core)
    const evm = screen.getByRole('region', { name: 'EVM wallets' })
    const names = within(evm)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.ak-profile-wallet-name')?.textContent)
    expect(names).toEqual(['Alpha Wallet', 'Beta Wallet'])
    expect(row('Alpha Wallet').getAttribute('aria-current')).toBe('true')
    expect(row('Beta Wallet').hasAttribute('aria-current')).toBe(false)
    expect(within(row('Beta Wallet')).getByText('0x22...222222')).toBeTruthy()
    const solana = screen.getByRole('region', { name: 'Solana wallets' })
    expect(within(solana).getByText('Phantom')).toBeTruthy()
  })

  it('SPEC §4 switching the active wallet makes the account that wallet', async () => {
    const { core } = await threeWallets()
    renderView(<ProfileWalletsView />, core)
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Beta Wallet' }))
    await waitFor(() => expect(row('Beta Wallet').getAttribute('aria-current')).toBe('true'))
    expect(core.chain.namespaces.eip155?.accountState.address).toBe(beta)
    expect(screen.getByRole('button', { name: 'Switch to Alpha Wallet' })).toBeTruthy()
  })

  it('disconnecting one wallet removes only that one', async () => {
    const { core, evm } = await threeWallets()
    renderView(<ProfileWalletsView />, core)
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Beta Wallet' }))
    await waitFor(() => expect(screen.queryByText('Beta Wallet')).toBeNull())
    expect(evm.calls).toContain('disconnect')
    expect(core.chain.namespaces.eip155?.accountState.address).toBe(alpha)
    expect(core.modal.open).toBe(true)
  })

  it('SPEC §4 "If the main EVM connector disconnects, the first remaining connection becomes active"; the last one closes the modal', async () => {
    const { core } = await threeWallets()
    renderView(<ProfileWalletsView />, core)
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Alpha Wallet' }))
    await waitFor(() => expect(row('Beta Wallet').getAttribute('aria-current')).toBe('true'))
    expect(core.chain.namespaces.eip155?.accountState.address).toBe(beta)
    await clickWhenEnabled('Disconnect Beta Wallet')
    await waitFor(() => expect(screen.queryByRole('region', { name: 'EVM wallets' })).toBeNull())
    await clickWhenEnabled('Disconnect Phantom')
    await waitFor(() => expect(core.modal.open).toBe(false))
  })

  it("SPEC §8 'Failed to disconnect' shows and keeps the wallet", async () => {
    const { core, evm } = await threeWallets()
    evm.disconnect = async () => {
      throw new Error('busy')
    }
    renderView(<ProfileWalletsView />, core)
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Beta Wallet' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to disconnect')
    expect(screen.getByText('Beta Wallet')).toBeTruthy()
  })

  it('Add wallet opens Connect', async () => {
    const { core } = await threeWallets()
    renderView(<ProfileWalletsView />, core)
    fireEvent.click(screen.getByRole('button', { name: 'Add wallet' }))
    expect(core.router.view).toBe('Connect')
  })

  it('is keyboard operable and has no axe violations', async () => {
    const { core } = await threeWallets()
    const { container } = renderView(<ProfileWalletsView />, core)
    expect(await getAxeViolations(container)).toEqual([])
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Disconnect Alpha Wallet' }),
    )
    await user.tab()
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Switch to Beta Wallet' }),
    )
    await user.keyboard('{Enter}')
    await waitFor(() => expect(core.chain.namespaces.eip155?.accountState.address).toBe(beta))
  })
})
