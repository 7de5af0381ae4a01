import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { axeWcagTags } from './axeWcagTags'

/**
 * Runs axe (WCAG A and AA) on the whole page as it stands (a dapp's own page around the modal's
 * buttons). Returns the violations, each with its rule, help and the elements it found.
 */
export async function analyzePageWithAxe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(axeWcagTags).analyze()
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}
