import * as flows from '@appkit/core/flows'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectedPanelCore, PANEL_ADDRESS, RECEIVER_ADDRESS } from '../../features/testing'
import { getAxeViolations, renderView, serveJson } from '../../testing/renderAccountView'
import AccountView from './AccountView'

const token = (
  name: string,
  symbol: string,
  decimals: string,
  numeric: string,
  value?: number,
) => ({
  name,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:0x${symbol.padEnd(40, '0').slice(0, 40)}`,
  ...(value === undefined ? {} : { value }),
  price: 1,
  quantity: { decimals, numeric },
  iconUrl: '',
})

const transfer = (info: object, direction: string) => ({
  ...info,
  direction,
  quantity: { numeric: '1' },
})

function transaction(id: string, minedAt: string, transfers: object[], operationType = 'receive') {
  return {
    id,
    metadata: {
      minedAt,
      chain: 'eip155:1',
      operationType,
      status: 'confirmed',
      sentFrom: RECEIVER_ADDRESS,
      sentTo: PANEL_ADDRESS,
    },
    transfers,
  }
}

const nft = (name: string, is_spam = false) => ({ nft_info: { name, flags: { is_spam } } })

beforeEach(() => {
  serveJson('/v1/supported-chains', { http: ['eip155:1'], ws: [] })
  serveJson(`/v1/account/${PANEL_ADDRESS}/balance`, {
    balances: [
      token('DevUSDC', 'USDC', '6', '12.3456', 12.3456),
      token('Points', 'PTS', '0', '40', 40),
      token('Ether', 'ETH', '18', '0.5'),
    ],
  })
  serveJson(`/v1/account/${PANEL_ADDRESS}/history`, {
    data: [
      transaction('c', '2025-03-20T10:00:00Z', [transfer(nft('Dev NFT #2'), 'out')], 'send'),
      transaction('b', '2025-03-05T10:00:00Z', [transfer(nft('Dev NFT #2'), 'in')]),
      transaction('a', '2025-02-10T10:00:00Z', [
        transfer(nft('Dev NFT #1'), 'in'),
        transfer(nft('Free Mint', true), 'in'),
      ]),
    ],
  })
})

/** The Account view of a connected account, its data loaded as the account data flow does. */
async function accountWithData() {
  const made = await connectedPanelCore()
  const { container } = renderView(<AccountView />, made.core)
  await act(() => flows.loadAccountData(made.core))
  return { ...made, container }
}

const tab = (name: string) => screen.getByRole('tab', { name })

describe('Account tabs', () => {
  it("SPEC §3 'Account tabs: Tokens, NFTs, Activity', Tokens selected first", async () => {
    await accountWithData()
    const tabs = within(screen.getByRole('tablist', { name: 'Account assets' })).getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('true')
  })

  it("SPEC §5 'Zero-decimal tokens filtered from balances' and 'token value 2 decimals'", async () => {
    await accountWithData()
    const panel = screen.getByRole('tabpanel')
    const rows = within(panel).getAllByRole('listitem')
    // Each row: monogram, name, quantity truncated to 3 decimals with symbol, value.
    expect(rows.map((row) => row.textContent)).toEqual([
      'USDevUSDC12.345 USDC$12.35',
      'ETEther0.5 ETH',
    ])
    expect(within(panel).queryByText('Points')).toBeNull()
  })

  it('NFTs lists the NFTs the history says the account holds, never spam nor one sent away', async () => {
    await accountWithData()
    fireEvent.click(tab('NFTs'))
    const names = within(screen.getByRole('tabpanel'))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(names).toEqual(['DNDev NFT #1']) // monogram, then name
  })

  it('Activity lists the history by month, as the Activity panel does', async () => {
    await accountWithData()
    fireEvent.click(tab('Activity'))
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByRole('region', { name: 'March 2025' })).toBeTruthy()
    expect(within(panel).getByRole('region', { name: 'February 2025' })).toBeTruthy()
    expect(within(panel).getAllByText('Received')).toHaveLength(2)
  })

  it('says so when the account has no token and no NFT', async () => {
    serveJson(`/v1/account/${PANEL_ADDRESS}/balance`, { balances: [] })
    serveJson(`/v1/account/${PANEL_ADDRESS}/history`, { data: [] })
    await accountWithData()
    expect(screen.getByText('No tokens yet.')).toBeTruthy()
    fireEvent.click(tab('NFTs'))
    expect(screen.getByText('No NFTs yet.')).toBeTruthy()
    fireEvent.click(tab('Activity'))
    expect(screen.getByText('No transactions yet.')).toBeTruthy()
  })

  it('shows no Activity tab when the activity feature is off (SPEC §1 history is EVM only)', async () => {
    const made = await connectedPanelCore({ features: { activity: false } })
    renderView(<AccountView />, made.core)
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Tokens', 'NFTs'])
  })

  it("SPEC §8 'Token Balance Unavailable' and 'Failed to fetch transactions' toasts when the API cannot answer", async () => {
    serveJson('/v1/supported-chains', { http: [], ws: [] })
    const { core } = await accountWithData()
    expect(core.snackbar.message).toBe('Token Balance Unavailable')
    serveJson('/v1/supported-chains', { http: ['eip155:1'], ws: [] })
    serveJson(`/v1/account/${PANEL_ADDRESS}/history`, { data: 'not a list' })
    const { core: second } = await connectedPanelCore()
    await flows.loadAccountData(second)
    expect(second.snackbar.message).toBe('Failed to fetch transactions')
  })

  it('the tabs are keyboard operable (arrows move between tabs) and have no axe violations', async () => {
    const { container } = await accountWithData()
    const user = userEvent.setup()
    tab('Tokens').focus()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('NFTs'))
    expect(tab('NFTs').getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{End}')
    expect(tab('Activity').getAttribute('aria-selected')).toBe('true')
    expect(await getAxeViolations(container)).toEqual([])
  })
})
