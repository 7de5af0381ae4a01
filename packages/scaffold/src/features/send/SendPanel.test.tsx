import * as controllers from '@appkit/core/controllers'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  getAxeViolations,
  getServedRequests,
  makeViewCore,
  renderView,
  serveJson,
} from '../../testing/renderAccountView'
import { connectedPanelCore, PANEL_ADDRESS, RECEIVER_ADDRESS } from '../testing'
import SendPanel from './SendPanel'

// The blockchain API's balances of the connected account on Ethereum (served on 127.0.0.1).
const eth = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 0,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: 'http://127.0.0.1/eth.png',
}
const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  price: 1,
  quantity: { decimals: '6', numeric: '25' },
  iconUrl: 'http://127.0.0.1/usdc.png',
}

beforeEach(() => {
  serveJson('/v1/supported-chains', { http: ['eip155:1'], ws: [] })
  serveJson(`/v1/account/${PANEL_ADDRESS}/balance`, { balances: [eth, usdc] })
})

async function fillForm(options: { token?: string; amount?: string; receiver?: string }) {
  if (options.token)
    fireEvent.change(await screen.findByRole('combobox', { name: 'Token' }), {
      target: { value: options.token },
    })
  if (options.amount)
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), {
      target: { value: options.amount },
    })
  if (options.receiver)
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), {
      target: { value: options.receiver },
    })
}

describe('Send panel', () => {
  it('offers the tokens of the balances on the active network to pick from', async () => {
    const { core } = await connectedPanelCore()
    renderView(<SendPanel />, core)
    const select = await screen.findByRole('combobox', { name: 'Token' })
    const options = [...select.querySelectorAll('option')].map((o) => o.textContent)
    expect(options).toEqual(['Choose a token', 'ETH (1.5 available)', 'USDC (25 available)'])
  })

  it("SPEC §8 'An amount and receiver address are required'", async () => {
    const { core, evm } = await connectedPanelCore()
    renderView(<SendPanel />, core)
    await fillForm({ token: usdc.address })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An amount and receiver address are required',
    )
    expect(evm.calls).not.toContainEqual(expect.stringMatching(/^transfer:/))
  })

  it("SPEC §8 'A token is required'", async () => {
    const { core, evm } = await connectedPanelCore()
    renderView(<SendPanel />, core)
    await screen.findByRole('combobox', { name: 'Token' })
    await fillForm({ amount: '1', receiver: RECEIVER_ADDRESS })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe('A token is required')
    expect(evm.calls).not.toContainEqual(expect.stringMatching(/^transfer:/))
  })

  it('refuses a receiver that is not an address of the network, and an amount above the balance', async () => {
    const { core, evm } = await connectedPanelCore()
    renderView(<SendPanel />, core)
    await fillForm({ token: usdc.address, amount: '26', receiver: 'not-an-address' })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Enter a valid Ethereum address')).toBeTruthy()
    expect(screen.getByText('Insufficient balance')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'To' }).getAttribute('aria-invalid')).toBe('true')
    expect(evm.calls).not.toContainEqual(expect.stringMatching(/^transfer:/))
  })

  it('shows what the typed amount is worth at the API price beside the balance, read with the field; nothing for a token without a fiat value', async () => {
    serveJson(`/v1/account/${PANEL_ADDRESS}/balance`, {
      balances: [eth, { ...usdc, price: 1.25, value: 31.25 }],
    })
    const { core } = await connectedPanelCore()
    renderView(<SendPanel />, core)
    await fillForm({ token: usdc.address, amount: '2.5' })
    const amount = screen.getByRole('textbox', { name: 'Amount' })
    expect(screen.getByText('≈ $3.13')).toBeTruthy()
    const described = amount.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(described)?.textContent).toBe('25 USDC available≈ $3.13')
    // ETH here has no fiat value (price 0, no value): no estimate, only the balance.
    await fillForm({ token: 'native' })
    expect(screen.queryByText(/≈/)).toBeNull()
    expect(
      document.getElementById(amount.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('1.5 ETH available')
  })

  it('an adapter that prices the transfer shows its fee before signing, rounded up to 4 significant digits, the exact fee kept machine-readable', async () => {
    const { core, evm } = await connectedPanelCore()
    const signed: unknown[] = []
    // A fee of 12+ decimals, as a Polkadot chain quotes one.
    evm.prepareTransfer = async () => ({ fee: 15_612_345_678_901_234n })
    evm.sendPreparedTransfer = async (prepared) => {
      signed.push(prepared)
      return '0xbeef'
    }
    renderView(<SendPanel />, core)
    await fillForm({ token: 'native', amount: '0.1', receiver: RECEIVER_ADDRESS })
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    const fee = await screen.findByText('0.01562 ETH')
    expect(fee.closest('data')?.getAttribute('value')).toBe('0.015612345678901234')
    expect(signed).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Sent 0.1 ETH')).toBeTruthy()
    expect(signed).toEqual([{ fee: 15_612_345_678_901_234n }])
  })

  it("SPEC §4 'Sending a token: start, send, balance refresh, reset send state': the adapter sends the token, balances are read again, the receipt shows", async () => {
    const { core, evm } = await connectedPanelCore()
    const sent: unknown[] = []
    evm.transfer = async (transaction) => {
      sent.push(transaction)
      return '0xfeed'
    }
    controllers.router.push(core.router, 'FeaturePanel', { panel: 'send' })
    renderView(<SendPanel />, core)
    await fillForm({ token: usdc.address, amount: '1.5', receiver: RECEIVER_ADDRESS })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Sent 1.5 USDC')).toBeTruthy()
    expect(screen.getByText('Transaction 0xfeed')).toBeTruthy()
    expect(sent).toEqual([
      expect.objectContaining({
        to: RECEIVER_ADDRESS,
        amount: 1_500_000n,
        asset: `eip155:1/erc20:${usdc.address.split(':')[2]}`,
      }),
    ])
    const refresh = getServedRequests().filter(
      (r) =>
        r.method === 'GET' &&
        r.path === `/v1/account/${PANEL_ADDRESS}/balance` &&
        r.query.forceUpdate === '0xfeed',
    )
    expect(refresh).toHaveLength(1)
    expect(core.send).toMatchObject({ token: undefined, amount: undefined, lastHash: '0xfeed' })
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Back to account' })))
    expect(core.router.view).toBe('Account')
  })

  it('a wallet rejection (4001) says so and keeps the form', async () => {
    const { core, evm } = await connectedPanelCore()
    evm.transfer = async () => {
      throw Object.assign(new Error('User rejected'), { code: 4001 })
    }
    renderView(<SendPanel />, core)
    await fillForm({ token: usdc.address, amount: '1', receiver: RECEIVER_ADDRESS })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(screen.getByText('The wallet rejected the transaction.')).toBeTruthy(),
    )
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('1')
  })

  it('is operable by keyboard alone: Tab reaches token, amount, receiver and Send, Enter sends', async () => {
    const { core, evm } = await connectedPanelCore()
    renderView(<SendPanel />, core)
    const user = userEvent.setup()
    const select = await screen.findByRole('combobox', { name: 'Token' })
    await user.tab()
    expect(document.activeElement).toBe(select)
    await user.selectOptions(select, 'USDC (25 available)')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount' }))
    await user.keyboard('2')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'To' }))
    await user.keyboard(RECEIVER_ADDRESS)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }))
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Sent 2 USDC')).toBeTruthy()
    expect(evm.calls).toContainEqual(expect.stringMatching(/^transfer:/))
  })

  it('says a wallet is needed when none is connected', () => {
    const { core } = makeViewCore()
    renderView(<SendPanel />, core)
    expect(screen.getByText('Connect a wallet to send tokens.')).toBeTruthy()
  })

  it('has no axe violations, with the form filled in wrong and once sent', async () => {
    const { core } = await connectedPanelCore()
    const { container } = renderView(<SendPanel />, core)
    await fillForm({ token: usdc.address, amount: '99', receiver: 'nope' })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByText('Insufficient balance')
    expect(await getAxeViolations(container)).toEqual([])
    await fillForm({ amount: '1', receiver: RECEIVER_ADDRESS })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByText('Sent 1 USDC')
    expect(await getAxeViolations(container)).toEqual([])
  })
})
