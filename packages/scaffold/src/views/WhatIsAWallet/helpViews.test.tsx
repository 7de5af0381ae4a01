import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
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
})
