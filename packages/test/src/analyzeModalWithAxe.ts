import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { axeWcagTags } from './axeWcagTags'

// The same entry (`@appkit/test/playwright-axe`) checks a whole page.
export { analyzePageWithAxe } from './analyzePageWithAxe'

/**
 * Runs axe (WCAG A and AA) on the modal, inside its open shadow root, once its animations
 * have ended (a fading view would be measured at half contrast). An endless one (a spinner,
 * e.g. while the device step waits for its e-mailed link) never ends and changes no contrast:
 * it is not waited for. Returns the violations.
 */
export async function analyzeModalWithAxe(page: Page) {
  await page.waitForFunction(() => {
    const root = document.querySelector('appkit-modal')?.shadowRoot
    return (
      root
        ?.getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ) ?? false
    )
  })
  const results = await new AxeBuilder({ page })
    .include('appkit-modal')
    .withTags(axeWcagTags)
    .analyze()
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}
