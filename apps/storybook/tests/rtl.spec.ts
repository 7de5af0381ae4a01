import { expect, test } from '@playwright/test'
import { openStory } from './stories'

test('"Right-to-left layout works": under dir="rtl" the header mirrors and Back points right', async ({
  page,
}) => {
  await openStory(page, 'components-header--right-to-left')
  const back = page.getByRole('button', { name: 'رجوع' })
  const close = page.getByRole('button', { name: 'إغلاق' })
  const backBox = await back.boundingBox()
  const closeBox = await close.boundingBox()
  if (!backBox || !closeBox) throw new Error('the header buttons have no box')
  expect(backBox.x).toBeGreaterThan(closeBox.x)
  const transform = await back.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)
  expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)')

  await openStory(page, 'components-header--with-back')
  const ltrBack = await page.getByRole('button', { name: 'Back' }).boundingBox()
  const ltrClose = await page.getByRole('button', { name: 'Close' }).boundingBox()
  if (!ltrBack || !ltrClose) throw new Error('the header buttons have no box')
  expect(ltrBack.x).toBeLessThan(ltrClose.x)
})
