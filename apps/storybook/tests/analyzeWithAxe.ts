import { createRequire } from 'node:module'
import type AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

// WCAG 2.0, 2.1 and 2.2 level A and AA rules (colour contrast, names, roles, ARIA use, ...).
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

// axe-core as @axe-core/playwright depends on it: the same engine, injected once per page.
const axeSource = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
).resolve('axe-core/axe.min.js')

type AxeWindow = { axe?: { run: (context: Document, options: object) => Promise<AxeResults> } }

/**
 * Runs axe with the WCAG A and AA rules on the whole document of the page. axe is injected once
 * per page and kept across story switches; only violations are collected in full (the passes
 * are not needed to fail a story). The stories mount no iframe, so the top document is all.
 */
export async function analyzeWithAxe(page: Page): Promise<Pick<AxeResults, 'violations'>> {
  const injected = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function')
  if (!injected) await page.addScriptTag({ path: axeSource })
  return page.evaluate(async (tags) => {
    const axe = (window as AxeWindow).axe
    if (!axe) throw new Error('axe-core was not injected')
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
    return { violations }
  }, wcagTags)
}
