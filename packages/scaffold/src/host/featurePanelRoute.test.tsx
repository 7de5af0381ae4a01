import * as controllers from '@appkit/core/controllers'
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  type FeaturePanel,
  featurePanels,
  hasFeaturePanel,
  isFeaturePanel,
} from '../features/featurePanels'
import { connectedPanelCore, PANEL_ADDRESS } from '../features/testing'
import { en } from '../i18n/en/index'
import { createTranslate } from '../i18n/translate'
import { renderView } from '../testing/renderAccountView'
import { getViewTitle } from './getViewTitle'
import { RouterOutlet } from './RouterOutlet'

describe('the FeaturePanel route', () => {
  it("SPEC §2 'Feature panels loaded on demand': each built panel is an import() of its own module, by its SPEC name", async () => {
    const specPanels = ['email', 'socials', 'swaps', 'send', 'receive', 'onramp', 'activity', 'pay']
    expect(Object.keys(featurePanels).sort()).toEqual([...specPanels].sort())
    for (const panel of specPanels) expect(hasFeaturePanel(panel as FeaturePanel)).toBe(true)
    expect(isFeaturePanel('pay')).toBe(true)
    expect(isFeaturePanel('Account')).toBe(false)
    const loaded = await featurePanels.receive?.()
    expect(typeof loaded?.default).toBe('function')
  })

  it('the outlet shows the panel the router data names, titled by it', async () => {
    const { core } = await connectedPanelCore()
    renderView(<RouterOutlet />, core)
    act(() => controllers.router.push(core.router, 'FeaturePanel', { panel: 'receive' }))
    // The panel's module is imported on first show: allow a loaded machine time to do it.
    expect(await screen.findByText(PANEL_ADDRESS, {}, { timeout: 5000 })).toBeTruthy()
    const t = createTranslate(en)
    expect(getViewTitle(t, 'FeaturePanel', { panel: 'receive' })).toBe('Receive')
    expect(getViewTitle(t, 'FeaturePanel', { panel: 'send' })).toBe('Send')
    expect(getViewTitle(t, 'FeaturePanel', { panel: 'swaps' })).toBe('Swap')
  })

  it('a panel whose feature is off (local option) or that is not built shows the unavailable notice', async () => {
    const { core } = await connectedPanelCore({ features: { receive: false } })
    renderView(<RouterOutlet />, core)
    act(() => controllers.router.push(core.router, 'FeaturePanel', { panel: 'receive' }))
    expect(await screen.findByText('This view is not available.')).toBeTruthy()
    expect(screen.queryByText(PANEL_ADDRESS)).toBeNull()
    act(() => controllers.router.replace(core.router, 'FeaturePanel', { panel: 'pay' }))
    expect(await screen.findByText('This view is not available.')).toBeTruthy()
  })

  it('a remote feature turned off by the project (activity) hides its panel', async () => {
    const { core } = await connectedPanelCore()
    core.features.activity = false
    renderView(<RouterOutlet />, core)
    act(() => controllers.router.push(core.router, 'FeaturePanel', { panel: 'activity' }))
    expect(await screen.findByText('This view is not available.')).toBeTruthy()
  })
})
