import { expect, test } from '@playwright/test'
import { openStory } from './stories'

test('"rendered only via <img src> ... and no script runs": a scripted SVG wallet icon stays inert', async ({
  page,
}) => {
  await openStory(page, 'components-walletimage--hostile-svg-icon')
  const image = page.locator('.ak-wallet-image img')
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml,/)
  // The image did load and paint (so the SVG was parsed), yet neither its handler nor its script ran.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(64)
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  expect(
    await page
      .locator('#storybook-root svg[onload], #storybook-root object, #storybook-root iframe')
      .count(),
  ).toBe(0)
})
