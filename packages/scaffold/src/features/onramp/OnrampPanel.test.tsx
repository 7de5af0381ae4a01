import * as flows from '@appkit/core/flows'
import { solanaMainnet } from '@appkit/core/testing'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  getAxeViolations,
  getServedRequests,
  renderView,
  serveJson,
} from '../../testing/renderAccountView'
import { connectedPanelCore, PANEL_ADDRESS } from '../testing'

const SOLANA_ADDRESS = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'

import OnrampPanel from './OnrampPanel'

const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
const usdc = (numeric: string) => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  price: 1,
  quantity: { decimals: '6', numeric },
  iconUrl: 'http://127.0.0.1/usdc.png',
})
const usd = (amount: string) => ({ amount, currency: 'USD' })

// The on-ramp answers of apps/api, served on 127.0.0.1 (the card provider behind them is the
// edge that cannot run here; apps/api's own tests cover its dev provider).
beforeEach(() => {
  serveJson('/v1/supported-chains', { http: ['eip155:1'], ws: [] })
  serveJson(`/v1/account/${PANEL_ADDRESS}/balance`, { balances: [usdc('5')] })
  serveJson('/v1/onramp/options', {
    purchaseCurrencies: [],
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ],
  })
  serveJson(
    '/v1/onramp/quote',
    {
      paymentTotal: usd('100.00'),
      paymentSubtotal: usd('98.50'),
      purchaseAmount: { amount: '98.5', currency: 'USDC' },
      coinbaseFee: usd('1.50'),
      networkFee: usd('0.00'),
      quoteId: 'q-1',
    },
    'POST',
  )
  serveJson('/v1/generators/onrampurl', { url: 'http://127.0.0.1:9/onramp/dev/orders/1' }, 'POST')
})

function popupRecorder() {
  const opened: string[] = []
  return { opened, openPopup: (url: string) => opened.push(url) > 0 }
}

describe('Buy (onramp) panel', () => {
  it("SPEC §9 'Two on-ramp providers' and 'payment currency USD (and EUR)': the providers and currencies are offered, with the card limits", async () => {
    const { core } = await connectedPanelCore()
    renderView(<OnrampPanel />, core)
    const provider = screen.getByRole('combobox', { name: 'Provider' })
    expect([...provider.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Meld',
      'Coinbase',
    ])
    const currency = screen.getByRole('combobox', { name: 'Pay with' })
    expect([...currency.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'USD',
      'EUR',
    ])
    expect(screen.getByText('Between 10.00 and 7500.00 USD')).toBeTruthy()
  })

  it("SPEC §4 meld's destination currency 'SOL on Solana, else USDC': the submit button names what the visitor receives", async () => {
    const { core } = await connectedPanelCore({ defaultNetwork: solanaMainnet })
    await flows.onConnected(core, 'solana', 'phantom', {
      caipAddress: `${solanaMainnet.caipNetworkId}:${SOLANA_ADDRESS}`,
      accounts: [],
    })
    const view = renderView(<OnrampPanel />, core)
    expect(screen.getByRole('button', { name: 'Buy SOL' })).toBeTruthy()
    // Coinbase delivers the purchase currency (USDC by default) on any namespace.
    fireEvent.change(screen.getByRole('combobox', { name: 'Provider' }), {
      target: { value: 'coinbase' },
    })
    expect(screen.getByRole('button', { name: 'Buy USDC' })).toBeTruthy()
    view.unmount()
  })

  it('only the providers the remote onramp feature names are offered', async () => {
    const { core } = await connectedPanelCore()
    core.features.onramp = ['coinbase']
    renderView(<OnrampPanel />, core)
    const provider = screen.getByRole('combobox', { name: 'Provider' })
    expect([...provider.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Coinbase'])
  })

  it('SPEC §3 quote: the amount is quoted as a decimal string and the fee and amount received show', async () => {
    const { core } = await connectedPanelCore()
    renderView(<OnrampPanel />, core)
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '100' } })
    expect(await screen.findByText('You receive 98.5 USDC')).toBeTruthy()
    expect(screen.getByText('Provider fee 1.50 USD')).toBeTruthy()
    const asked = getServedRequests().filter((r) => r.path === '/v1/onramp/quote')
    expect(asked.at(-1)?.body).toMatchObject({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
    })
  })

  it("SPEC §9 'limits card 10 to 7500': an amount outside them is refused and nothing opens", async () => {
    const { core } = await connectedPanelCore()
    const { opened, openPopup } = popupRecorder()
    const served = getServedRequests().length
    renderView(<OnrampPanel openPopup={openPopup} />, core)
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '9.99' } })
    fireEvent.click(screen.getByRole('button', { name: 'Buy USDC' }))
    expect(await screen.findByText('Enter an amount between 10.00 and 7500.00 USD')).toBeTruthy()
    expect(opened).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 400))
    const quotes = getServedRequests()
      .slice(served)
      .filter((r) => r.path === '/v1/onramp/quote')
    expect(quotes).toEqual([])
  })

  it('Buy with the generated-URL provider opens its page in a popup, waits, and shows the USDC once the balance read again has grown', async () => {
    const { core } = await connectedPanelCore()
    const { opened, openPopup } = popupRecorder()
    renderView(<OnrampPanel openPopup={openPopup} />, core)
    fireEvent.change(screen.getByRole('combobox', { name: 'Provider' }), {
      target: { value: 'coinbase' },
    })
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '20' } })
    fireEvent.click(screen.getByRole('button', { name: 'Buy USDC' }))
    expect(
      await screen.findByText(
        'Finish your purchase in the Coinbase window. Your balance updates here once it arrives.',
      ),
    ).toBeTruthy()
    expect(opened).toEqual(['http://127.0.0.1:9/onramp/dev/orders/1'])
    const generated = getServedRequests().find(
      (r) => r.method === 'POST' && r.path === '/v1/generators/onrampurl',
    )
    expect(generated?.body).toMatchObject({
      destinationWallets: [{ address: PANEL_ADDRESS }],
      partnerUserId: PANEL_ADDRESS,
      defaultExperience: 'buy',
      presetFiatAmount: '20',
    })
    // The provider delivers: the next balance read (past the cache) has more USDC.
    serveJson(`/v1/account/${PANEL_ADDRESS}/balance`, { balances: [usdc('24.7')] })
    expect(await screen.findByText('Received 19.7 USDC')).toBeTruthy()
    expect(screen.getByText('Balance: 24.7 USDC')).toBeTruthy()
    const reads = getServedRequests().filter(
      (r) => r.path === `/v1/account/${PANEL_ADDRESS}/balance`,
    )
    expect(reads.at(-1)?.query.forceUpdate).toMatch(/^onramp-/)
  })

  it("SPEC §4 'selecting provider meld appends publicKey, destinationCurrencyCode, walletAddress and externalCustomerId' to the URL opened", async () => {
    const { core } = await connectedPanelCore({ onrampUrls: { meld: 'http://127.0.0.1:9/meld' } })
    const { opened, openPopup } = popupRecorder()
    renderView(<OnrampPanel openPopup={openPopup} />, core)
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Buy USDC' }))
    await waitFor(() => expect(opened).toHaveLength(1))
    const url = new URL(opened[0] ?? '')
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9/meld')
    expect(url.searchParams.get('walletAddress')).toBe(PANEL_ADDRESS)
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
  })

  it('a blocked popup says so and keeps the form', async () => {
    const { core } = await connectedPanelCore()
    renderView(<OnrampPanel openPopup={() => false} />, core)
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '20' } })
    fireEvent.click(screen.getByRole('button', { name: 'Buy USDC' }))
    expect(
      await screen.findByText('The provider window was blocked. Allow pop-ups and try again.'),
    ).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('20')
  })

  it('is operable by keyboard alone (provider, amount, currency, Buy) and axe finds no violation', async () => {
    const { core } = await connectedPanelCore()
    const { opened, openPopup } = popupRecorder()
    const { container } = renderView(<OnrampPanel openPopup={openPopup} />, core)
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Provider' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount' }))
    await user.keyboard('25')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Pay with' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buy USDC' }))
    await screen.findByText('You receive 98.5 USDC')
    expect(await getAxeViolations(container)).toEqual([])
    await act(() => user.keyboard('{Enter}'))
    await waitFor(() => expect(opened).toHaveLength(1))
    expect(await getAxeViolations(container)).toEqual([])
  })
})
