import { expect, test } from '@playwright/test'
import { analyzeWithAxe } from './analyzeWithAxe'
import { openStory } from './stories'

test('the axe pass can fail: a low-contrast text added to a story is reported', async ({
  page,
}) => {
  await openStory(page, 'components-button--primary', 'dark')
  await page.evaluate(() => {
    const p = document.createElement('p')
    p.textContent = 'barely visible'
    p.style.cssText = 'color:#777777;background:#888888'
    document.querySelector('#storybook-root main')?.append(p)
  })
  const { violations } = await analyzeWithAxe(page)
  expect(violations.map((violation) => violation.id)).toContain('color-contrast')
})
