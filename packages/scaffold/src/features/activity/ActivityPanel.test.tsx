import * as controllers from '@appkit/core/controllers'
import { screen, within } from '@testing-library/react'
import { proxy } from 'valtio'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppKit } from '../../client/AppKit'
import { getAxeViolations, renderView, serveJson } from '../../testing/renderAccountView'
import { connectedPanelCore, PANEL_ADDRESS, RECEIVER_ADDRESS } from '../testing'
import ActivityPanel from './ActivityPanel'

function transaction(id: string, minedAt: string, operationType: string, symbol: string) {
  return {
    id,
    metadata: {
      minedAt,
      chain: 'eip155:1',
      operationType,
      status: 'confirmed',
      sentFrom: operationType === 'send' ? PANEL_ADDRESS : RECEIVER_ADDRESS,
      sentTo: operationType === 'send' ? RECEIVER_ADDRESS : PANEL_ADDRESS,
    },
    transfers: [{ fungible_info: { name: symbol, symbol }, quantity: { numeric: '1.23456' } }],
  }
}

beforeEach(() => {
  serveJson('/v1/supported-chains', { http: ['eip155:1'], ws: [] })
})

describe('Activity panel', () => {
  it("SPEC §3 'transactionsByYear (year then month, newest first)': grouped under a heading per month, amounts at 3 decimals", async () => {
    serveJson(`/v1/account/${PANEL_ADDRESS}/history`, {
      data: [
        transaction('a', '2025-02-10T10:00:00Z', 'receive', 'ETH'),
        transaction('b', '2025-03-05T10:00:00Z', 'send', 'USDC'),
        transaction('c', '2025-03-20T10:00:00Z', 'send', 'ETH'),
      ],
    })
    const { core } = await connectedPanelCore()
    const { container } = renderView(<ActivityPanel />, core)
    const march = await screen.findByRole('region', { name: 'March 2025' }, { timeout: 5000 })
    const february = screen.getByRole('region', { name: 'February 2025' })
    expect(march.compareDocumentPosition(february) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const rows = within(march).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('-1.235 ETH'),
      expect.stringContaining('-1.235 USDC'),
    ])
    expect(within(february).getByText('Received')).toBeTruthy()
    expect(within(february).getByText('+1.235 ETH')).toBeTruthy()
    expect(await getAxeViolations(container)).toEqual([])
  })

  it("SPEC §9 'Relative time: ... hours up to 21; labels like 1 min, 2 hrs': each row says how long ago it was mined", async () => {
    const minute = 60_000
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * minute).toISOString()
    // Amounts far from a rounding edge, so a slow run cannot change the label.
    const twentyMinutesAgo = new Date(Date.now() - 20 * minute).toISOString()
    const minuteAgo = new Date(Date.now() - 60_000).toISOString()
    serveJson(`/v1/account/${PANEL_ADDRESS}/history`, {
      data: [
        transaction('minute', minuteAgo, 'send', 'ETH'),
        transaction('minutes', twentyMinutesAgo, 'send', 'ETH'),
        transaction('hours', twoHoursAgo, 'receive', 'ETH'),
      ],
    })
    const { core } = await connectedPanelCore()
    const { container } = renderView(<ActivityPanel />, core)
    await screen.findAllByRole('listitem', {}, { timeout: 5000 })
    const times = [...container.querySelectorAll('time')]
    expect(times.map((time) => time.textContent)).toEqual([
      '1 min. ago',
      '20 min. ago',
      '2 hr. ago',
    ])
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual([
      minuteAgo,
      twentyMinutesAgo,
      twoHoursAgo,
    ])
  })

  it("writes how long ago in the modal's language when the dapp gives no locale (chosen from the browser), and ignores a malformed locale", async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString()
    serveJson(`/v1/account/${PANEL_ADDRESS}/history`, {
      data: [transaction('hours', twoHoursAgo, 'receive', 'ETH')],
    })
    const times = async (options: { locale?: string }) => {
      const { core } = await connectedPanelCore()
      // The instance's parts this panel reads: the dapp's option and the language it resolved.
      const appKit = { options, lifecycle: proxy({ initialized: true, locale: 'fr' }) }
      const view = renderView(<ActivityPanel />, core, appKit as unknown as AppKit)
      await screen.findAllByRole('listitem', {}, { timeout: 5000 })
      const shown = [...view.container.querySelectorAll('time')].map((time) => time.textContent)
      view.unmount()
      return shown
    }
    const french = new Intl.RelativeTimeFormat('fr', { style: 'short' }).format(-2, 'hour')
    expect(await times({})).toEqual([french])
    expect(await times({ locale: 'not a locale' })).toEqual([french])
    expect(await times({ locale: 'de-CH' })).toEqual([
      new Intl.RelativeTimeFormat('de-CH', { style: 'short' }).format(-2, 'hour'),
    ])
  })

  it('says when there is no transaction yet', async () => {
    serveJson(`/v1/account/${PANEL_ADDRESS}/history`, { data: [] })
    const { core } = await connectedPanelCore()
    renderView(<ActivityPanel />, core)
    expect(await screen.findByText('No transactions yet.')).toBeTruthy()
  })

  it("SPEC §8 'Failed to fetch transactions' when the history cannot be read, with AppKit's ERROR_FETCH_TRANSACTIONS", async () => {
    const { core } = await connectedPanelCore()
    const sent: string[] = []
    controllers.events.subscribeToEvents(core.events, ({ event }) => sent.push(event))
    renderView(<ActivityPanel />, core)
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch transactions')
    expect(sent).toContain('ERROR_FETCH_TRANSACTIONS')
  })
})
