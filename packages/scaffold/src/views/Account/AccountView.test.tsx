import type { CaipNetwork } from '@appkit/core'
import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { mainnet, optimism, solanaMainnet } from '@appkit/core/testing'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  getAxeViolations,
  getServedRequests,
  makeViewCore,
  renderView,
  serveJson,
} from '../../testing/renderAccountView'
import AccountView from './AccountView'

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const withExplorer = (url: string): CaipNetwork => ({
  ...mainnet,
  blockExplorers: { default: { name: 'Scan', url } },
})

async function connected(
  options: Parameters<typeof makeViewCore>[0] = {},
  balance = '1.23456',
  services: Parameters<typeof makeViewCore>[1] = {},
): Promise<ReturnType<typeof makeViewCore>> {
  const made = makeViewCore(
    {
      networks: [withExplorer('https://scan.example'), optimism, solanaMainnet],
      ...options,
    },
    services,
  )
  made.evm.getBalance = async () => ({ balance, symbol: 'ETH' })
  await flows.open(made.core, { view: 'Account' })
  await flows.onConnected(made.core, made.evm.namespace, 'injected', {
    caipAddress: `${mainnet.caipNetworkId}:${address}`,
    accounts: [],
  })
  return made
}

describe('Account view', () => {
  it("SPEC §5 'Balance shown truncated to 3 decimals', with its symbol, read through the adapter", async () => {
    const { core } = await connected()
    renderView(<AccountView />, core)
    expect(await screen.findByText('1.234 ETH')).toBeTruthy()
  })

  it('SPEC §5 "\'0.000\' when zero"', async () => {
    const { core } = await connected({}, '0')
    renderView(<AccountView />, core)
    expect(await screen.findByText('0.000 ETH')).toBeTruthy()
  })

  it('says the balance is unavailable when the adapter cannot read it', async () => {
    const { core, evm } = await connected()
    evm.getBalance = async () => {
      throw new Error('rpc down')
    }
    renderView(<AccountView />, core)
    expect(await screen.findByText('Balance unavailable')).toBeTruthy()
  })

  it("SPEC §5 'Addresses truncated 4 start, 6 end', with an address avatar and a copy button that copies the whole address", async () => {
    const { core } = await connected()
    renderView(<AccountView />, core)
    expect(screen.getByText('0x5a...1BeAed')).toBeTruthy()
    expect(screen.getByTestId('ak-avatar').querySelector('img')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await screen.findByRole('button', { name: 'Address copied' })
    await expect(navigator.clipboard.readText()).resolves.toBe(address)
  })

  it('shows the identity name and avatar instead of the address when known', async () => {
    const { core } = await connected()
    core.chain.namespaces.eip155!.accountState.profileName = 'vitalik.eth'
    core.chain.namespaces.eip155!.accountState.profileImage = 'https://img.example/v.png'
    renderView(<AccountView />, core)
    expect(screen.getByText('vitalik.eth')).toBeTruthy()
    expect(screen.queryByText('0x5a...1BeAed')).toBeNull()
    expect(screen.getByTestId('ak-avatar').querySelector('img')?.getAttribute('src')).toBe(
      'https://img.example/v.png',
    )
  })

  it('reads the identity avatar and name from the blockchain API of the instance', async () => {
    serveJson('/v1/supported-chains', { http: ['eip155:1'], ws: [] })
    serveJson(`/v1/identity/${address}`, { name: 'alice.eth', avatar: 'https://img.example/a.png' })
    const { core } = await connected()
    renderView(<AccountView />, core)
    expect(await screen.findByText('alice.eth')).toBeTruthy()
    expect(screen.getByTestId('ak-avatar').querySelector('img')?.getAttribute('src')).toBe(
      'https://img.example/a.png',
    )
    expect(getServedRequests().some((r) => r.path === `/v1/identity/${address}`)).toBe(true)
  })

  it("links the address on the network's https block explorer", async () => {
    const { core } = await connected()
    renderView(<AccountView />, core)
    const link = screen.getByRole('link', { name: 'Block Explorer' })
    expect(link.getAttribute('href')).toBe(`https://scan.example/address/${address}`)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('HOSTILE E: an explorer that is not https is never linked', async () => {
    const { core } = await connected({
      networks: [withExplorer('javascript:alert(1)//'), optimism, solanaMainnet],
    })
    renderView(<AccountView />, core)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByText('Block Explorer')).toBeNull()
  })

  it('the network button names the active network and opens Networks', async () => {
    const { core } = await connected()
    renderView(<AccountView />, core)
    fireEvent.click(screen.getByRole('button', { name: 'Ethereum' }))
    expect(core.router.view).toBe('Networks')
  })

  it("SPEC §9 'Wallet feature order: onramp, swaps, receive, send': the enabled features whose panel exists, each opening its panel; the history only as the Activity tab", async () => {
    const { core } = await connected({ features: { swaps: false } })
    renderView(<AccountView />, core)
    const nav = screen.getByRole('navigation', { name: 'Wallet features' })
    const names = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent)
    // swaps is disabled (and has no panel yet): it is not shown.
    expect(names).toEqual(['Buy crypto', 'Receive', 'Send'])
    // Activity is one entry (the tab), not also a feature button.
    expect(screen.queryAllByRole('button', { name: 'Activity' })).toEqual([])
    expect(screen.getAllByRole('tab', { name: 'Activity' })).toHaveLength(1)
    fireEvent.click(within(nav).getByRole('button', { name: 'Send' }))
    expect(core.router.view).toBe('FeaturePanel')
    expect(core.router.data).toEqual({ panel: 'send' })
  })

  it("SPEC §9 'Restricted timezones: several China-region ones including Hong Kong and Macau': a visitor in Hong Kong or Macau gets no Buy crypto action; elsewhere it stays", async () => {
    const actionsIn = async (timeZone: string) => {
      const platform = { isMobile: false, url: 'http://127.0.0.1/', domain: '127.0.0.1', timeZone }
      const { core } = await connected({ features: { swaps: false } }, '1', { platform })
      const view = renderView(<AccountView />, core)
      const nav = screen.getByRole('navigation', { name: 'Wallet features' })
      const names = within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent)
      view.unmount()
      return names
    }
    expect(await actionsIn('Asia/Hong_Kong')).toEqual(['Receive', 'Send'])
    expect(await actionsIn('Asia/Macau')).toEqual(['Receive', 'Send'])
    expect(await actionsIn('Europe/Paris')).toEqual(['Buy crypto', 'Receive', 'Send'])
  })

  it('shows no feature button for a feature turned off in the options (never a dead button)', async () => {
    const { core } = await connected({ features: { receive: false, send: false, onramp: false } })
    core.features.activity = false
    core.features.swaps = false
    renderView(<AccountView />, core)
    expect(screen.queryByRole('navigation', { name: 'Wallet features' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
  })

  it('SPEC §6 multi-wallet: the connected wallets entry shows only with the flag and opens ProfileWallets', async () => {
    const off = await connected()
    const { unmount } = renderView(<AccountView />, off.core)
    expect(screen.queryByRole('button', { name: 'Connected wallets' })).toBeNull()
    unmount()
    const on = await connected({ features: { multiWallet: true } })
    renderView(<AccountView />, on.core)
    fireEvent.click(screen.getByRole('button', { name: 'Connected wallets' }))
    expect(on.core.router.view).toBe('ProfileWallets')
  })

  it('SPEC §4 names: the embedded wallet\'s EVM account without a name offers "Choose a name" (to RegisterAccountName); a named one shows its name instead, and another wallet is offered none', async () => {
    const { core, evm } = await connected()
    const view = renderView(<AccountView />, core)
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
    view.unmount()
    controllers.account.setChainAccountData(core.chain, evm.namespace, {
      connectorId: AUTH_CONNECTOR_ID,
    })
    const again = renderView(<AccountView />, core)
    fireEvent.click(screen.getByRole('button', { name: 'Choose a name' }))
    expect(core.router.view).toBe('RegisterAccountName')
    again.unmount()
    controllers.account.setChainAccountData(core.chain, evm.namespace, {
      profileName: 'alice.dapp.test',
    })
    renderView(<AccountView />, core)
    expect(await screen.findByText('alice.dapp.test')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })

  it('disconnect disconnects the wallet through its adapter and closes the modal', async () => {
    const { core, evm } = await connected()
    renderView(<AccountView />, core)
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(core.modal.open).toBe(false))
    expect(evm.calls).toContain('disconnect')
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('disconnected')
  })

  it("SPEC §8 'Failed to disconnect' shows as an error and keeps the account", async () => {
    const { core, evm } = await connected()
    evm.disconnect = async () => {
      throw new Error('wallet busy')
    }
    renderView(<AccountView />, core)
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to disconnect')
    expect(core.modal.open).toBe(true)
    expect(core.chain.namespaces.eip155?.accountState.address).toBe(address)
  })

  it('says no wallet is connected, with no control, when the account went away', async () => {
    const { core } = makeViewCore()
    renderView(<AccountView />, core)
    expect(screen.getByText('No wallet is connected.')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('is keyboard operable: Tab reaches each control in order and Enter activates it', async () => {
    const { core } = await connected({ features: { multiWallet: true } })
    renderView(<AccountView />, core)
    await screen.findByText('1.234 ETH')
    const user = userEvent.setup()
    const expected = [
      screen.getByRole('button', { name: 'Ethereum' }),
      screen.getByRole('button', { name: 'Copy address' }),
      screen.getByRole('link', { name: 'Block Explorer' }),
      screen.getByRole('button', { name: 'Buy crypto' }),
      screen.getByRole('button', { name: 'Swap' }),
      screen.getByRole('button', { name: 'Receive' }),
      screen.getByRole('button', { name: 'Send' }),
      screen.getByRole('tab', { name: 'Tokens' }),
      screen.getByRole('tabpanel', { name: 'Tokens' }),
      screen.getByRole('button', { name: 'Connected wallets' }),
      screen.getByRole('button', { name: 'Disconnect' }),
    ]
    for (const element of expected) {
      await user.tab()
      expect(document.activeElement).toBe(element)
    }
    screen.getByRole('button', { name: 'Ethereum' }).focus()
    await user.keyboard('{Enter}')
    expect(core.router.view).toBe('Networks')
  })

  it('has no axe violations', async () => {
    const { core } = await connected({ features: { multiWallet: true } })
    const { container } = renderView(<AccountView />, core)
    await screen.findByText('1.234 ETH')
    expect(await getAxeViolations(container)).toEqual([])
  })
})
