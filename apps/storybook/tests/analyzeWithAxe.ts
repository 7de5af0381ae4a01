import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

// WCAG 2.0, 2.1 and 2.2 level A and AA rules (colour contrast, names, roles, ARIA use, ...).
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Runs axe with the WCAG A and AA rules on the page. The Storybook a11y addon runs its own axe
 * after each render, and axe refuses to run twice at once, so a run that collides is retried.
 */
export async function analyzeWithAxe(page: Page) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await new AxeBuilder({ page }).withTags(wcagTags).analyze()
    } catch (error) {
      if (attempt >= 40 || !String(error).includes('Axe is already running')) throw error
      await page.waitForTimeout(150)
    }
  }
}
