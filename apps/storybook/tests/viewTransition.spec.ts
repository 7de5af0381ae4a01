import { expect, test } from '@playwright/test'
import { openStory } from './stories'

test('"animations: height 150, view transition 150 ms": the body grows to the new view over 150 ms', async ({
  page,
}) => {
  await openStory(page, 'components-viewtransition--switching-views')
  const body = page.getByTestId('ak-view-height')
  const before = (await body.boundingBox())?.height ?? 0
  expect(await body.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.15s')
  await page.getByRole('button', { name: 'Show all wallets' }).click()
  await expect(page.getByRole('heading', { name: 'All wallets' })).toBeVisible()
  expect(
    await page.locator('.ak-view').evaluate((el) => getComputedStyle(el).animationDuration),
  ).toBe('0.15s')
  await expect
    .poll(async () => {
      const [outer, inner] = await body.evaluate((el) => [
        el.getBoundingClientRect().height,
        (el.lastElementChild as HTMLElement).getBoundingClientRect().height,
      ])
      return Math.abs((outer ?? 0) - (inner ?? 0)) < 1 && (outer ?? 0) > before
    })
    .toBe(true)
})
