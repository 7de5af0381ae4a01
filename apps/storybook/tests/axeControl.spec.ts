import { expect, test } from '@playwright/test'
import { analyzeWithAxe } from './analyzeWithAxe'
import { openStory, switchStory } from './stories'

test('the axe pass can fail: a low-contrast text added to a story is reported', async ({
  page,
}) => {
  // Reached the way the axe pass reaches stories: one preview page, switched to the story.
  await openStory(page, 'components-header--with-back', 'dark')
  await switchStory(page, 'components-button--primary')
  await expect(page.locator('#storybook-root button')).toBeVisible()
  await page.evaluate(() => {
    const p = document.createElement('p')
    p.textContent = 'barely visible'
    p.style.cssText = 'color:#777777;background:#888888'
    document.querySelector('#storybook-root main')?.append(p)
  })
  const { violations } = await analyzeWithAxe(page)
  expect(violations.map((violation) => violation.id)).toContain('color-contrast')
})
