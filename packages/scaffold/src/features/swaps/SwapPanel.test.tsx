import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { mainnet, makeNetwork, solanaMainnet } from '@appkit/core/testing'
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
import { connectedPanelCore, PANEL_ADDRESS } from '../testing'
import SwapPanel from './SwapPanel'

// The blockchain API's swap routes for Ethereum (served on 127.0.0.1): ETH and USDC, a quote
// of 2,990 USDC, no allowance yet, and the approval and swap transactions it builds.
const POOL = '0xb19b36b1456E65E3A6D514D3F715f204BD59f431'
const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const eth = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: '/public/getTokenImage/ETH',
}
const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: `eip155:1:${USDC}`,
  decimals: 6,
  logoUri: '/public/getTokenImage/USDC',
}
const withExplorer = {
  ...mainnet,
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
}

// The requests of the running test only (the server keeps them all), without CORS preflights.
let firstRequest = 0
const requestsTo = (path: string) =>
  getServedRequests()
    .slice(firstRequest)
    .filter((r) => r.path === path && r.method !== 'OPTIONS')

beforeEach(() => {
  firstRequest = getServedRequests().length
  serveJson('/v1/supported-chains', { http: ['eip155:1'], ws: [] })
  serveJson('/v1/convert/tokens', { tokens: [eth, usdc] })
  serveJson('/v1/convert/gas-price', { standard: '1000', fast: '1200', instant: '1500' })
  serveJson('/v1/convert/quotes', {
    quotes: [{ fromAmount: '1000000000000000000', toAmount: '2990000000' }],
  })
  serveJson('/v1/convert/allowance', { allowance: '0' })
  serveJson('/v1/convert/build-approve', { tx: { to: USDC, data: '0xa9', value: '0' } })
  serveJson('/v1/convert/build-transaction', { tx: { to: POOL, data: '0x5a', value: '0' } }, 'POST')
})

/** Connects, renders the panel and waits for the swap tokens. */
async function openPanel(options: Parameters<typeof connectedPanelCore>[0] = {}) {
  const made = await connectedPanelCore({ networks: [withExplorer], ...options })
  controllers.router.push(made.core.router, 'FeaturePanel', { panel: 'swaps' })
  const sent: { to: string; data?: string; value?: bigint }[] = []
  made.evm.sendTransaction = async (transaction) => {
    sent.push(transaction as (typeof sent)[number])
    return sent.length === 1 ? '0xfirst' : '0xsecond'
  }
  const view = renderView(<SwapPanel />, made.core)
  await screen.findByRole('combobox', { name: 'From' })
  return { ...made, sent, view }
}

describe('Swap panel', () => {
  it("SPEC §7 '/v1/convert/tokens' and '/gas-price': offers the network's swap tokens, the first two preselected", async () => {
    await openPanel()
    const from = screen.getByRole('combobox', { name: 'From' }) as HTMLSelectElement
    const to = screen.getByRole('combobox', { name: 'To' }) as HTMLSelectElement
    expect([...from.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose a token',
      'ETH',
      'USDC',
    ])
    expect([from.value, to.value]).toEqual([eth.address, usdc.address])
    expect(requestsTo('/v1/convert/tokens')[0]?.query).toMatchObject({ chainId: 'eip155:1' })
    expect(requestsTo('/v1/convert/gas-price')).toHaveLength(1)
  })

  it("SPEC §9 'Swap slippage tolerance 1': the quote shows with the slippage and the minimum it guarantees", async () => {
    await openPanel()
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '1' } })
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'You receive' }) as HTMLInputElement).value).toBe(
        '2990',
      ),
    )
    expect(screen.getByText('Slippage tolerance 1%')).toBeTruthy()
    expect(screen.getByText('Minimum received 2960.1 USDC')).toBeTruthy()
    expect(requestsTo('/v1/convert/quotes').at(-1)?.query).toMatchObject({
      amount: '1000000000000000000',
      from: eth.address,
      to: usdc.address,
      userAddress: PANEL_ADDRESS,
      gasPrice: '1000',
    })
  })

  it('choosing the target token as the source switches the two', async () => {
    await openPanel()
    fireEvent.change(screen.getByRole('combobox', { name: 'From' }), {
      target: { value: usdc.address },
    })
    expect((screen.getByRole('combobox', { name: 'From' }) as HTMLSelectElement).value).toBe(
      usdc.address,
    )
    expect((screen.getByRole('combobox', { name: 'To' }) as HTMLSelectElement).value).toBe(
      eth.address,
    )
  })

  it('Swap with a token below its allowance sends the approval, then the swap with slippage 1, and links the transaction', async () => {
    const { sent, core } = await openPanel()
    fireEvent.click(screen.getByRole('button', { name: 'Switch tokens' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '100' } })
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }))
    expect(await screen.findByText('Swapped 100 USDC')).toBeTruthy()
    expect(sent).toEqual([
      expect.objectContaining({ to: USDC, data: '0xa9', value: 0n }),
      expect.objectContaining({ to: POOL, data: '0x5a', value: 0n }),
    ])
    expect(screen.getByText('Transaction 0xsecond')).toBeTruthy()
    expect(screen.getByRole('link', { name: /View transaction/ }).getAttribute('href')).toBe(
      'https://etherscan.io/tx/0xsecond',
    )
    expect(requestsTo('/v1/convert/allowance')[0]?.query).toMatchObject({
      tokenAddress: usdc.address,
      userAddress: PANEL_ADDRESS,
    })
    expect(requestsTo('/v1/convert/build-transaction')[0]?.body).toMatchObject({
      amount: '100000000',
      eip155: { slippage: '1' },
      from: usdc.address,
      to: eth.address,
      userAddress: PANEL_ADDRESS,
    })
    expect(core.swap).toMatchObject({ status: 'success', approvalHash: '0xfirst' })
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Back to account' })))
    expect(core.router.view).toBe('Account')
  })

  it('Swap from the native coin needs no allowance and sends one transaction', async () => {
    const { sent } = await openPanel()
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }))
    expect(await screen.findByText('Swapped 1 ETH')).toBeTruthy()
    expect(screen.getByText('For about 2990 USDC')).toBeTruthy()
    expect(sent).toHaveLength(1)
    expect(requestsTo('/v1/convert/allowance')).toEqual([])
  })

  it('a wallet rejection (4001) says so and keeps the form', async () => {
    const { evm } = await openPanel()
    evm.sendTransaction = async () => {
      throw Object.assign(new Error('User rejected'), { code: 4001 })
    }
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The wallet rejected the transaction.',
    )
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('1')
  })

  it('Swap without an amount asks for one and sends nothing', async () => {
    const { sent } = await openPanel()
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Choose two tokens and an amount')
    expect(sent).toEqual([])
  })

  it("SPEC §8 'Network not supported for Swaps' off the 12 swap networks", async () => {
    const goerli = makeNetwork('eip155', 5, 'Goerli')
    const { core } = makeViewCore({ networks: [goerli, solanaMainnet] })
    await flows.open(core, { view: 'Account' })
    await flows.onConnected(core, 'eip155', 'injected', {
      caipAddress: `eip155:${5}:${PANEL_ADDRESS}` as const,
      accounts: [],
    })
    renderView(<SwapPanel />, core)
    expect((await screen.findByRole('alert')).textContent).toBe('Network not supported for Swaps')
    expect(requestsTo('/v1/convert/tokens')).toEqual([])
  })

  it('is operable by keyboard alone: Tab reaches the tokens, the switch, the amount and Swap; Enter swaps', async () => {
    const { sent } = await openPanel()
    const user = userEvent.setup()
    const order = [
      screen.getByRole('combobox', { name: 'From' }),
      screen.getByRole('combobox', { name: 'To' }),
      screen.getByRole('button', { name: 'Switch tokens' }),
      screen.getByRole('textbox', { name: 'Amount' }),
      screen.getByRole('textbox', { name: 'You receive' }),
      screen.getByRole('button', { name: 'Swap' }),
    ]
    for (const element of order) {
      await user.tab()
      expect(document.activeElement).toBe(element)
    }
    screen.getByRole('textbox', { name: 'Amount' }).focus()
    await user.keyboard('0.5{Enter}')
    expect(await screen.findByText('Swapped 0.5 ETH')).toBeTruthy()
    expect(sent).toHaveLength(1)
  })

  it('says a wallet is needed when none is connected', () => {
    const { core } = makeViewCore()
    renderView(<SwapPanel />, core)
    expect(screen.getByText('Connect a wallet to swap tokens.')).toBeTruthy()
  })

  it('has no axe violations, with a quote shown and once swapped', async () => {
    const { view } = await openPanel()
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '1' } })
    await screen.findByText('Minimum received 2960.1 USDC')
    expect(await getAxeViolations(view.container)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }))
    await screen.findByText('Swapped 1 ETH')
    expect(await getAxeViolations(view.container)).toEqual([])
  })
})
