import * as controllers from '@appkit/core/controllers'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { featurePanels } from '../features/featurePanels'
import { connectedPanelCore, PANEL_ADDRESS } from '../features/testing'
import { renderView } from '../testing/renderAccountView'
import { getViewLoader } from '../views/getViewLoader'
import { loadView } from '../views/loadView'
import { RouterOutlet } from './RouterOutlet'

describe('the router outlet', () => {
  it('renders a view whose chunk has loaded in the same commit, with no loading fallback', async () => {
    const loader = getViewLoader('FeaturePanel', { panel: 'receive' })
    expect(loader).toBe(featurePanels.receive)
    if (loader) await loadView(loader)
    const { core } = await connectedPanelCore()
    controllers.router.push(core.router, 'FeaturePanel', { panel: 'receive' })
    renderView(<RouterOutlet />, core)
    // No waiting: the panel is in the first commit, and no spinner came before it.
    expect(screen.getByText(PANEL_ADDRESS)).toBeTruthy()
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull()
  })
})
