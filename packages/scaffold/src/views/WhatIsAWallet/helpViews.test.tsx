import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ModalHeader } from '../../host/ModalHeader'
import { getAxeViolations, makeViewCore, renderView } from '../../testing/renderAccountView'
import { helpViews } from '../helpViews'
import WhatIsANetworkView from '../WhatIsANetwork/WhatIsANetworkView'
import WhatIsAWalletView from './WhatIsAWalletView'

describe("AppKit's help views", () => {
  it('each is its own chunk, loaded by import() when it first shows', async () => {
    expect(Object.keys(helpViews).sort()).toEqual(['WhatIsANetwork', 'WhatIsAWallet'])
    const loaded = await helpViews.WhatIsAWallet?.()
    expect(loaded?.default).toBe(WhatIsAWalletView)
  })

  it('WhatIsAWallet explains a wallet in three topics; "Get a wallet" opens AllWallets', () => {
    const { core } = makeViewCore()
    renderView(<WhatIsAWalletView />, core)
    const list = screen.getByRole('list', { name: 'What is a wallet?' })
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['One login for every app', 'A home for your assets', 'Your key to a new web'])
    fireEvent.click(screen.getByRole('button', { name: 'Get a wallet' }))
    expect(core.router.view).toBe('AllWallets')
  })

  it('WhatIsANetwork explains a network in two topics; "Choose a network" opens Networks', () => {
    const { core } = makeViewCore()
    renderView(<WhatIsANetworkView />, core)
    const list = screen.getByRole('list', { name: 'What is a network?' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Choose a network' }))
    expect(core.router.view).toBe('Networks')
  })

  it('both are keyboard operable and have no axe violations', async () => {
    for (const View of [WhatIsAWalletView, WhatIsANetworkView]) {
      const { core } = makeViewCore()
      const { container, unmount } = renderView(<View />, core)
      expect(await getAxeViolations(container)).toEqual([])
      const user = userEvent.setup()
      await user.tab()
      expect(document.activeElement?.tagName).toBe('BUTTON')
      await user.keyboard('{Enter}')
      expect(['AllWallets', 'Networks']).toContain(core.router.view)
      unmount()
    }
  })

  it("the header's help button, named after its view, opens WhatIsAWallet from Connect (CLICK_WALLET_HELP) and WhatIsANetwork from Networks (CLICK_NETWORK_HELP); Back returns, and a view with no help topic has no Help", async () => {
    const user = userEvent.setup()
    for (const [start, help, title, event] of [
      ['Connect', 'WhatIsAWallet', 'What is a wallet?', 'CLICK_WALLET_HELP'],
      ['Networks', 'WhatIsANetwork', 'What is a network?', 'CLICK_NETWORK_HELP'],
    ] as const) {
      const { core } = makeViewCore()
      controllers.router.reset(core.router, start)
      // The instance's flow that turns the visitor's clicks into AppKit's events.
      const stopEvents = flows.startNavigationEvents(core)
      const sent: string[] = []
      const stopListening = controllers.events.subscribeToEvents(core.events, ({ event }) =>
        sent.push(event),
      )
      const { unmount } = renderView(<ModalHeader />, core)
      await user.click(screen.getByRole('button', { name: title }))
      expect(core.router.view).toBe(help)
      // The click on the header's help button is what AppKit reports as its help click.
      expect(sent).toEqual([event])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy()
      // Back now holds Help's place.
      expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
        'Back',
        'Close',
      ])
      await user.click(screen.getByRole('button', { name: 'Back' }))
      expect(core.router.view).toBe(start)
      // Going back is not a click AppKit reports.
      expect(sent).toEqual([event])
      stopListening()
      stopEvents()
      unmount()
    }
    const { core } = makeViewCore()
    controllers.router.reset(core.router, 'AllWallets')
    renderView(<ModalHeader />, core)
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Close',
    ])
  })
})
