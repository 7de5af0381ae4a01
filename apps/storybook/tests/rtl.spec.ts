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

test('"Right-to-left layout works": under dir="rtl" the AccountButton mirrors its boxes and paddings', async ({
  page,
}) => {
  /** The x of the balance and of the address pill, and the button's left and right padding. */
  async function measure() {
    const button = page.getByRole('button', { name: '0.512 ETH 0xd8dA…A96045' })
    const balance = await button.getByText('0.512 ETH').boundingBox()
    const pill = await button.locator('.ak-account-button-address').boundingBox()
    if (!balance || !pill) throw new Error('the account button parts have no box')
    const padding = await button.evaluate((element) => {
      const style = getComputedStyle(element)
      return { left: style.paddingLeft, right: style.paddingRight }
    })
    return { balance, pill, padding }
  }

  await openStory(page, 'components-accountbutton--right-to-left')
  const rtl = await measure()
  expect(rtl.balance.x).toBeGreaterThan(rtl.pill.x + rtl.pill.width - 1)
  expect(rtl.padding).toEqual({ left: '4px', right: '12px' })

  await openStory(page, 'components-accountbutton--with-balance')
  const ltr = await measure()
  expect(ltr.balance.x + ltr.balance.width).toBeLessThan(ltr.pill.x + 1)
  expect(ltr.padding).toEqual({ left: '12px', right: '4px' })
})
