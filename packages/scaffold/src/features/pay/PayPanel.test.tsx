import * as controllers from '@appkit/core/controllers'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { getAxeViolations, renderView, serveJson } from '../../testing/renderAccountView'
import { connectedPanelCore, PANEL_ADDRESS, RECEIVER_ADDRESS } from '../testing'
import PayPanel from './PayPanel'
import { parsePayRequest } from './PayRequest'

const usdcAddress = 'eip155:1:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
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
  address: usdcAddress,
  price: 1,
  quantity: { decimals: '6', numeric: '25' },
  iconUrl: 'http://127.0.0.1/usdc.png',
}

beforeEach(() => {
  serveJson('/v1/supported-chains', { http: ['eip155:1'], ws: [] })
  serveJson(`/v1/account/${PANEL_ADDRESS}/balance`, { balances: [eth, usdc] })
})

async function payCore(payment: unknown) {
  const made = await connectedPanelCore({ features: { pay: true } })
  controllers.router.push(made.core.router, 'FeaturePanel', { panel: 'pay', payment })
  return made
}

describe('Pay panel', () => {
  it('a payment request is a recipient address, a positive decimal-string amount and native or a CAIP-10 asset', () => {
    const good = { recipient: RECEIVER_ADDRESS, amount: '2.5', asset: usdcAddress }
    expect(parsePayRequest(good)).toEqual(good)
    expect(parsePayRequest({ ...good, asset: 'native' })).toEqual({ ...good, asset: 'native' })
    expect(parsePayRequest({ ...good, amount: 2.5 })).toBeUndefined()
    expect(parsePayRequest({ ...good, amount: '0' })).toBeUndefined()
    expect(parsePayRequest({ ...good, amount: '1e3' })).toBeUndefined()
    expect(parsePayRequest({ ...good, recipient: 'nobody' })).toBeUndefined()
    expect(parsePayRequest({ ...good, asset: 'javascript:alert(1)' })).toBeUndefined()
    expect(parsePayRequest(undefined)).toBeUndefined()
  })

  it('shows the recipient, amount and asset the dapp asked for', async () => {
    const { core } = await payCore({
      recipient: RECEIVER_ADDRESS,
      amount: '2.5',
      asset: usdcAddress,
    })
    renderView(<PayPanel />, core)
    expect(await screen.findByText('2.5 USDC')).toBeTruthy()
    expect(screen.getByText(RECEIVER_ADDRESS)).toBeTruthy()
    expect(screen.getByText('Ethereum')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Pay 2.5 USDC' })).toBeTruthy()
  })

  it("pays through the send flow and the wallet ('Sending a token'), then shows the receipt", async () => {
    const { core, evm } = await payCore({
      recipient: RECEIVER_ADDRESS,
      amount: '2.5',
      asset: usdcAddress,
    })
    const sent: unknown[] = []
    evm.transfer = async (transaction) => {
      sent.push(transaction)
      return '0xbeef'
    }
    renderView(<PayPanel />, core)
    fireEvent.click(await screen.findByRole('button', { name: 'Pay 2.5 USDC' }))
    expect(await screen.findByText('Paid 2.5 USDC')).toBeTruthy()
    expect(screen.getByText('Transaction 0xbeef')).toBeTruthy()
    expect(sent).toEqual([
      expect.objectContaining({
        to: RECEIVER_ADDRESS,
        amount: 2_500_000n,
        asset: `eip155:1/erc20:${usdcAddress.split(':')[2]}`,
      }),
    ])
    expect(core.send.lastHash).toBe('0xbeef')
  })

  it('the native currency is paid in its own decimals', async () => {
    const { core, evm } = await payCore({
      recipient: RECEIVER_ADDRESS,
      amount: '0.01',
      asset: 'native',
    })
    const sent: { amount: bigint; asset: string }[] = []
    evm.transfer = async (transaction) => {
      sent.push(transaction)
      return '0xcafe'
    }
    renderView(<PayPanel />, core)
    // The label names the network's currency at once; Pay waits for the balance.
    const pay = await screen.findByRole('button', { name: 'Pay 0.01 ETH' })
    await waitFor(() => expect(pay.getAttribute('aria-disabled')).toBeNull())
    fireEvent.click(pay)
    expect(await screen.findByText('Paid 0.01 ETH')).toBeTruthy()
    expect(sent[0]).toMatchObject({ amount: 10_000_000_000_000_000n, asset: 'eip155:1/slip44:60' })
  })

  it('refuses an amount above the balance, an asset not held and an invalid request, without asking the wallet', async () => {
    const above = await payCore({ recipient: RECEIVER_ADDRESS, amount: '26', asset: usdcAddress })
    const first = renderView(<PayPanel />, above.core)
    expect(await screen.findByText('Insufficient balance: 25 USDC available')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Pay 26 USDC' }))
    expect(above.evm.calls).not.toContain('send')
    first.unmount()
    const other = 'eip155:1:0x0000000000000000000000000000000000000001'
    const missing = await payCore({ recipient: RECEIVER_ADDRESS, amount: '1', asset: other })
    const second = renderView(<PayPanel />, missing.core)
    expect(await screen.findByText(`You hold no ${other} on Ethereum.`)).toBeTruthy()
    second.unmount()
    const invalid = await payCore({ recipient: RECEIVER_ADDRESS, amount: 1, asset: 'native' })
    renderView(<PayPanel />, invalid.core)
    expect(screen.getByText('This payment request is not valid.')).toBeTruthy()
  })

  it('a wallet rejection (4001) says so and the request stays', async () => {
    const { core, evm } = await payCore({
      recipient: RECEIVER_ADDRESS,
      amount: '1',
      asset: usdcAddress,
    })
    evm.transfer = async () => {
      throw Object.assign(new Error('User rejected'), { code: 4001 })
    }
    renderView(<PayPanel />, core)
    fireEvent.click(await screen.findByRole('button', { name: 'Pay 1 USDC' }))
    expect(await screen.findByText('The wallet rejected the payment.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Pay 1 USDC' })).toBeTruthy()
  })

  it('is operable by keyboard alone (Tab to Pay, Enter pays) and axe finds no violation', async () => {
    const { core, evm } = await payCore({
      recipient: RECEIVER_ADDRESS,
      amount: '1',
      asset: usdcAddress,
    })
    evm.transfer = async () => '0xf00d'
    const { container } = renderView(<PayPanel />, core)
    const pay = await screen.findByRole('button', { name: 'Pay 1 USDC' })
    expect(await getAxeViolations(container)).toEqual([])
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toBe(pay)
    await act(() => user.keyboard('{Enter}'))
    await waitFor(() => expect(screen.getByText('Paid 1 USDC')).toBeTruthy())
    expect(await getAxeViolations(container)).toEqual([])
  })
})
